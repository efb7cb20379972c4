import '@/i18n/content.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { useStores } from '@/stores/context'
import { ArticleView } from '../cifit-rich-detail/article-view'

/** The agreement shown when no `type` is given. */
const DEFAULT_TYPE = 'user'

/** /protocol?type=: an agreement (user agreement, privacy policy, ...) in the user's language. */
const Protocol = observer(() => {
  const { api, app } = useStores()
  const { params } = useRouter()
  const type = params.type || DEFAULT_TYPE
  const request = useRequest(() => api.fair.agreement(type), [type, app.language])
  return <ArticleView route='protocol' request={request} />
})

export default Protocol
