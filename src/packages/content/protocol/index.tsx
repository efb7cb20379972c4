import '@/i18n/content.pages'
import { useRouter } from '@tarojs/taro'
import { useEndpoint } from '@/components/use-endpoint'
import { fair } from '@/contract/fair.endpoints'
import { articlePage } from '../shared/article-page'

/** The agreement shown when no `type` is given. */
const DEFAULT_TYPE = 'user'

/** /protocol?type=: an agreement (user agreement, privacy policy, ...) in the user's language. */
export default articlePage('protocol', () => {
  const { params } = useRouter()
  return useEndpoint(fair.agreement, { type: params.type || DEFAULT_TYPE }, { loading: true })
})
