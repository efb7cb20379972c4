import '@/i18n/registration.pages'
import { useRouter } from '@tarojs/taro'
import type { RegistrationKind } from '@/contract/registration.codes'
import { OutcomePage } from '../shared/outcome'
import '../shared/registration.scss'

/** A registration was sent: where it stands, the reply promised and what happens next. */
export default function SubmittedSuccessfully() {
  const { params } = useRouter()
  return <OutcomePage route='submittedSuccessfully' kind={params.kind as RegistrationKind | undefined} submitted />
}
