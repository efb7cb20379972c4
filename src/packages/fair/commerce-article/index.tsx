import '@/i18n/fair.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RichContent } from '@/components/rich-content'
import { commerce } from '@/contract/fair.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { usePageShare } from '@/features/share/use-page-share'
import { useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { Card } from '@/templates/sections'
import { formatDate } from '@/utils/date'

/** A local case or a public notice: its source, date and text. */
const CommerceArticle = observer(() => {
  const t = useT()
  const article = useDetail({ endpoint: commerce.article })
  usePageShare(article.data && { title: article.data.title })
  return (
    <RequestPage route='commerceArticle' request={article}>
      {(a) => (
        <View className='fair-page' data-testid='commerce-article'>
          <Card title={a.title}>
            <Text className='sections-card__meta'>
              {`${t(a.kind === 'case' ? 'content.route.localCase' : 'content.route.publicNotice')} · ${a.source} · ${formatDate(a.publishTime, 'YYYY-MM-DD')}`}
            </Text>
            <RichContent html={a.content} />
          </Card>
        </View>
      )}
    </RequestPage>
  )
})

export default CommerceArticle
