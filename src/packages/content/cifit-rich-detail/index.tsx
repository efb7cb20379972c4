import '@/i18n/content.pages'
import { useRouter } from '@tarojs/taro'
import { useEndpoint } from '@/components/use-endpoint'
import { articles } from '@/contract/content.endpoints'
import { formatDate } from '@/utils/date'
import { articlePage } from '../shared/article-page'

/** The fair article shown when neither `id` nor `code` is given. */
const DEFAULT_CODE = 'introduction'

/** /cifit/richDetail?id= or ?code=: a fair rich-text page (introduction, guides). */
export default articlePage('cifitRichDetail', () => {
  const { params } = useRouter()
  const key = params.id ? { id: Number(params.id) } : { code: params.code || DEFAULT_CODE }
  const request = useEndpoint(articles.fair, key, { loading: true })
  return {
    ...request,
    data: request.data && { ...request.data, meta: formatDate(request.data.publishTime, 'YYYY-MM-DD') },
  }
})
