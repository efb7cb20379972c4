import '@/i18n/account.pages'
import { observer } from 'mobx-react-lite'
import { toast } from '@/components/toast'
import { PageShell } from '@/features/layout/page-shell'
import { goBack } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { EMPTY_PASSWORDS, passwordFields, type PasswordValues } from './password-form'
import { useSignedInGuard, useUserSetting } from '../shared/user-setting'

/** Change password: the old one when one is set, a new one following the rule, and its repeat. */
const EditPassword = observer(() => {
  const t = useT()
  const { api } = useStores()
  const guard = useSignedInGuard()
  const hasPassword = useUserSetting()[0]?.hasPassword ?? false

  const form: FormDescriptor<PasswordValues> = {
    id: 'password',
    initial: EMPTY_PASSWORDS,
    fields: passwordFields(hasPassword),
    guard,
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
