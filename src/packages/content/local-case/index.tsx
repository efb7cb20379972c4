import '@/i18n/content.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { ContentListPage } from '@/templates/content-list/content-list-page'
import { newsListDescriptor } from '../news-list/news-descriptor'

const localCases = newsListDescriptor('localCase', 'policy')
const publicNotices = newsListDescriptor('localCase', 'policy', 'content.route.publicNotice')

/** The query `type` picks the title: 'commerce-worktrends' the local cases, anything else the public notices. */
const LocalCase = observer(() => {
  const { params } = useRouter()
  return <ContentListPage descriptor={params.type === 'commerce-worktrends' ? localCases : publicNotices} />
})

export default LocalCase
