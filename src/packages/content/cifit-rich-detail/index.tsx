import '@/i18n/content.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRequest } from '@/components/use-request'
import { useStores } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { ArticleView } from './article-view'

/** The fair article shown when neither `id` nor `code` is given. */
const DEFAULT_CODE = 'introduction'

/** /cifit/richDetail?id= or ?code=: a fair rich-text page (introduction, guides). */
const CifitRichDetail = observer(() => {
  const { api, app } = useStores()
  const { params } = useRouter()
  const key = params.id ? { id: Number(params.id) } : { code: params.code || DEFAULT_CODE }
  const request = useRequest(async () => {
    const article = await api.content.fairArticle(key)
    return { ...article, meta: formatDate(article.publishTime, 'YYYY-MM-DD') }
  }, [params.id, params.code, app.language])
  return <ArticleView route='cifitRichDetail' request={request} />
})

export default CifitRichDetail
