import '@/i18n/registration.pages'
import { useRouter } from '@tarojs/taro'
import { OutcomePage } from '../shared/outcome'
import '../shared/registration.scss'

/** A registration's review result: approved, issued, or not approved with its reason and the way to modify it. */
export default function ResultPage() {
  const { params } = useRouter()
  return <OutcomePage route='resultPage' id={params.id} submitted={false} />
}
