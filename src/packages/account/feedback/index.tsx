import '@/i18n/account.pages'
import { observer } from 'mobx-react-lite'
import { toast } from '@/components/toast'
import type { FeedbackType } from '@/contract/account'
import { PageShell } from '@/features/layout/page-shell'
import { goBack } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { EMPTY_FEEDBACK, FEEDBACK_FIELDS, type FeedbackValues } from './feedback-form'

/** Feedback: a type and a description, both required; sent signed in or out. */
const Feedback = observer(() => {
  const t = useT()
  const { api } = useStores()

  const form: FormDescriptor<FeedbackValues> = {
    id: 'feedback',
    initial: EMPTY_FEEDBACK,
    fields: FEEDBACK_FIELDS,
    draft: 'feedback',
    invalidToast: 'account.feedback.required',
    submitLabel: 'account.feedback.submit',
    submit: ({ type, content, contact }) =>
      api.account.addFeedback({ type: type as FeedbackType, content: content.trim(), contact: contact.trim() }),
    onSuccess: () => {
      toast(t('account.feedback.success'))
      goBack()
    },
  }

  return (
    <PageShell route='feedback'>
      <FormTemplate form={form} />
    </PageShell>
  )
})

export default Feedback
