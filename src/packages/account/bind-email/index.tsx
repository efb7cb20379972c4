import '@/i18n/account.pages'
import { Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { toast } from '@/components/toast'
import type { UserSetting } from '@/contract/account'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { bindEmailFields, EMPTY_BIND_EMAIL, type BindEmailValues } from './bind-email-form'
import { useSignedInGuard, useUserSetting } from '../shared/user-setting'
import './index.scss'

/** Binds an email with a code sent to it; the agreements must be accepted and a bound email cannot be changed. */
const BindEmail = observer(() => {
  const t = useT()
  const { api, user } = useStores()
  const guard = useSignedInGuard()
  const [setting, setSetting] = useUserSetting()
  const boundEmail = setting?.email ?? ''

  const form: FormDescriptor<BindEmailValues, UserSetting> = {
    id: 'bind-email',
    initial: EMPTY_BIND_EMAIL,
    fields: bindEmailFields((email) => api.account.sendLoginCode('email', email)),
    draft: 'bindEmail',
    guard,
    submitLabel: 'account.bindEmail.submit',
    submit: ({ email, code }) => api.account.bindEmail(email.trim(), code.trim()),
    onSuccess: (bound) => {
      setSetting(bound)
      toast(t('account.bindEmail.success'))
      void user.validate().catch(() => undefined)
    },
  }

  return (
    <PageShell route='bindEmail'>
      {boundEmail ? (
        <View className='bind-email__bound' data-testid='bind-email-bound'>
          <Text className='bind-email__label'>{t('account.bindEmail.bound')}</Text>
          <Input className='bind-email__address' value={boundEmail} readOnly />
          <Text className='bind-email__notice'>{t('account.bindEmail.boundNotice')}</Text>
        </View>
      ) : (
        <FormTemplate
          form={form}
          header={<Text className='bind-email__notice'>{t('account.bindEmail.irreversible')}</Text>}
        />
      )}
    </PageShell>
  )
})

export default BindEmail
