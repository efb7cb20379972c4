import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { toast } from '@/components/toast'
import { PageShell } from '@/features/layout/page-shell'
import { goBack, navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { EMPTY_PASSWORDS, passwordFields, type PasswordValues } from './password-form'

/** Change password: the old one when one is set, a new one following the rule, and its repeat. */
const EditPassword = observer(() => {
  const t = useT()
  const { api, user } = useStores()
  const [hasPassword, setHasPassword] = useState(false)

  // Re-read when the user logs in from this page.
  useEffect(() => {
    if (!user.loggedIn) return
    api.account
      .userSetting()
      .then((setting) => setHasPassword(setting.hasPassword))
      .catch(() => undefined)
  }, [api, user.loggedIn])

  const form: FormDescriptor<PasswordValues> = {
    id: 'password',
    initial: EMPTY_PASSWORDS,
    fields: passwordFields(hasPassword),
    guard: () => {
      if (!user.loggedIn) void navigate('login')
      return user.loggedIn
    },
    submitLabel: 'account.password.submit',
    submit: ({ oldPassword, newPassword }) =>
      api.account.updatePassword({ newPassword, ...(hasPassword ? { oldPassword } : {}) }),
    onSuccess: () => {
      toast(t('account.password.success'), 'success')
      goBack()
    },
  }

  return (
    <PageShell route='editPassword'>
      <FormTemplate form={form} />
    </PageShell>
  )
})

export default EditPassword
