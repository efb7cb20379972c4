import '@/i18n/registration.pages'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '@/features/layout/page-shell'
import { RecordById } from '../shared/record-page'
import '../shared/registration.scss'

/** One of the user's registrations by id (person, group or organisation) with every step of its review. */
export default function MyRegistrationInfo() {
  const { params } = useRouter()
  return (
    <PageShell route='myRegistrationInfo' loginHint='registration.loginHint'>
      <RecordById id={params.id} />
    </PageShell>
  )
}
