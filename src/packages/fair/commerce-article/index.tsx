import '@/i18n/fair.pages'
import { RichContent } from '@/components/rich-content'
import { commerce } from '@/contract/fair.endpoints'
import { usePageShare } from '@/features/share/use-page-share'
import { useT } from '@/stores/context'
import { useDetail } from '@/templates/content-detail/use-detail'
import { Card, Note, sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'

/** A local case or a public notice: its source, date and text. */
export default sectionsPage({
  route: 'commerceArticle',
  testId: 'commerce-article',
  useRead: () => {
    const article = useDetail({ endpoint: commerce.article })
    // Shared under the article's title once it has come; the share itself is offered from the start.
    usePageShare(article.data && { title: article.data.title })
    return article
  },
  Sections: function CommerceArticle({ data: a }) {
    const t = useT()
    return (
      <Card title={a.title}>
        <Note>
          {`${t(a.kind === 'case' ? 'content.route.localCase' : 'content.route.publicNotice')} · ${a.source} · ${formatDate(a.publishTime, 'YYYY-MM-DD')}`}
        </Note>
        <RichContent html={a.content} />
      </Card>
    )
  },
})
