import '@/i18n/content.pages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { CommerceArticleCard, CommerceArticleQuery } from '@/contract/fair'
import type { CommerceArticleKind } from '@/contract/fair.codes'
import { commerce } from '@/contract/fair.endpoints'
import { navigate } from '@/routes/navigate'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'
import './index.scss'

/** A local case or public notice as a row; opens its page. */
const ArticleRow = ({ item }: { item: CommerceArticleCard }) => (
  <View
    className='commerce-row'
    role='link'
    data-testid='commerce-row'
    onClick={() => void navigate('commerceArticle', { id: item.id })}
  >
    <Text className='commerce-row__title'>{item.title}</Text>
    <Text className='commerce-row__summary'>{item.summary}</Text>
    <Text className='commerce-row__meta'>{`${item.source} · ${formatDate(item.publishTime, 'YYYY-MM-DD')}`}</Text>
  </View>
)

const listOf = (kind: CommerceArticleKind): ContentListDescriptor<CommerceArticleCard, CommerceArticleQuery> => ({
  route: 'localCase',
  titleKey: kind === 'case' ? 'content.route.localCase' : 'content.route.publicNotice',
  searchPlaceholder: 'content.commerce.searchPlaceholder',
  countLabel: 'content.commerce.count',
  endpoint: commerce.articles,
  request: ({ keyword }) => ({ kind, keyword }),
  renderItem: (item) => <ArticleRow key={item.id} item={item} />,
})

const localCases = listOf('case')
const publicNotices = listOf('notice')

/** The query `type` picks the list: 'commerce-worktrends' the local cases, anything else the public notices. */
const LocalCase = observer(() => {
  const { params } = useRouter()
  const descriptor = params.type === 'commerce-worktrends' ? localCases : publicNotices
  return <ContentListPage key={descriptor.titleKey} descriptor={descriptor} />
})

export default LocalCase
