import { Button, Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { PageShell } from '@/features/layout/page-shell'
import { goBack, navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { passwordErrors, type PasswordErrors, type PasswordFields } from './password-form'
import { failureText } from '../setting/failure-text'
import '@/styles/form.scss'

const FIELDS: {
  name: keyof PasswordFields
  label: 'password.old' | 'password.new' | 'password.repeat'
  placeholder: 'password.oldPlaceholder' | 'password.newPlaceholder' | 'password.repeatPlaceholder'
}[] = [
  { name: 'oldPassword', label: 'password.old', placeholder: 'password.oldPlaceholder' },
  { name: 'newPassword', label: 'password.new', placeholder: 'password.newPlaceholder' },
  { name: 'repeat', label: 'password.repeat', placeholder: 'password.repeatPlaceholder' },
]

/** Change password: the old one when one is set, a new one following the rule, and its repeat. */
const EditPassword = observer(() => {
  const t = useT()
  const { api, user } = useStores()
  const [hasPassword, setHasPassword] = useState(false)
  const [fields, setFields] = useState<PasswordFields>({ oldPassword: '', newPassword: '', repeat: '' })
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [submitting, setSubmitting] = useState(false)

  // Re-read when the user logs in from this page.
  useEffect(() => {
    if (!user.loggedIn) return
    api.user
      .userSetting()
      .then((setting) => setHasPassword(setting.hasPassword))
      .catch(() => undefined)
  }, [api, user.loggedIn])

  const change = (name: keyof PasswordFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }))
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }))
  }

  const submit = async () => {
    if (submitting) return
    if (!user.loggedIn) return void navigate('login')
    const invalid = passwordErrors(fields, hasPassword)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    setSubmitting(true)
    try {
      await api.user.updatePassword({
        newPassword: fields.newPassword,
        ...(hasPassword ? { oldPassword: fields.oldPassword } : {}),
      })
      void Taro.showToast({ title: t('password.success'), icon: 'success' })
      goBack()
    } catch (error) {
      void Taro.showToast({ title: failureText(error, t), icon: 'none' })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <PageShell route='editPassword'>
      <View className='mine-form'>
        {FIELDS.filter((field) => hasPassword || field.name !== 'oldPassword').map((field) => (
          <View key={field.name}>
            <View className='mine-form__field' data-testid={`password-${field.name}`}>
              <Text className='mine-form__label'>{t(field.label)}</Text>
              <Input
                className='mine-form__input'
                type='password'
                maxLength={64}
                value={fields[field.name]}
                placeholder={t(field.placeholder)}
                onChange={(value) => change(field.name, value)}
              />
            </View>
            {errors[field.name] && (
              <Text className='mine-form__error' data-testid={`password-${field.name}-error`}>
                {t(errors[field.name]!)}
              </Text>
            )}
          </View>
        ))}
        <Text className='mine-form__hint'>{t('password.rule')}</Text>
        <Button
          className='mine-form__submit'
          type='primary'
          loading={submitting}
          onClick={() => void submit()}
          data-testid='password-submit'
        >
          {t('password.submit')}
        </Button>
      </View>
    </PageShell>
  )
})

export default EditPassword
