import '@/i18n/content.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEndpoint } from '@/components/use-endpoint'
import { articles } from '@/contract/content.endpoints'
import { formatDate } from '@/utils/date'
import { ArticleView } from './article-view'

/** The fair article shown when neither `id` nor `code` is given. */
const DEFAULT_CODE = 'introduction'

/** /cifit/richDetail?id= or ?code=: a fair rich-text page (introduction, guides). */
const CifitRichDetail = observer(() => {
  const { params } = useRouter()
  const key = params.id ? { id: Number(params.id) } : { code: params.code || DEFAULT_CODE }
  const request = useEndpoint(articles.fair, key, { loading: true })
  const article = request.data && { ...request.data, meta: formatDate(request.data.publishTime, 'YYYY-MM-DD') }
  return <ArticleView route='cifitRichDetail' request={{ ...request, data: article }} />
})

export default CifitRichDetail
