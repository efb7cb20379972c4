import '@/i18n/content.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEndpoint } from '@/components/use-endpoint'
import { fair } from '@/contract/fair.endpoints'
import { ArticleView } from '../cifit-rich-detail/article-view'

/** The agreement shown when no `type` is given. */
const DEFAULT_TYPE = 'user'

/** /protocol?type=: an agreement (user agreement, privacy policy, ...) in the user's language. */
const Protocol = observer(() => {
  const { params } = useRouter()
  const type = params.type || DEFAULT_TYPE
  const request = useEndpoint(fair.agreement, { type }, { loading: true })
  return <ArticleView route='protocol' request={request} />
})

export default Protocol
