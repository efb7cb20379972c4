import '@/i18n/fair.pages'
import { DataTable } from '@/components/data-table'
import { RichContent } from '@/components/rich-content'
import { useAmount } from '@/components/use-amount'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { articles } from '@/contract/content.endpoints'
import { editions as editionEndpoints } from '@/contract/fair.endpoints'
import { usePageShare } from '@/features/share/use-page-share'
import { useT } from '@/stores/context'
import { Card, Figures, sectionsPage, TilesCard } from '@/templates/sections'
import { editionFigures } from '../shared/edition'

/** The fair: what it is, this edition's figures, the editions before it and where to read on. */
export default sectionsPage({
  route: 'introduce',
  testId: 'introduce',
  useRead: () => {
    const page = joined(
      useEndpoint(articles.fair, { code: 'introduction' }, { loading: true }),
      useEndpoint(editionEndpoints.list, undefined),
    )
    // Shared under the article's title once it has come; the share itself is offered from the start.
    usePageShare(page.data && { title: page.data[0].title })
    return page
  },
  Sections: function Introduce({ data: [article, editions] }) {
    const t = useT()
    const amount = useAmount()
    return (
      <>
        <Card title={article.title}>
          <RichContent html={article.content} />
        </Card>
        {editions[0] && (
          <Card title={t('fair.introduce.current', { edition: editions[0].edition, theme: editions[0].theme })}>
            <Figures items={editionFigures(editions[0].figures, t, amount)} testId='introduce-figures' />
          </Card>
        )}
        <Card title={t('fair.introduce.history')}>
          <DataTable
            testId='introduce-editions'
            caption={t('fair.introduce.historyCaption')}
            columns={[
              t('fair.edition.year'),
              t('fair.edition.exhibitors'),
              t('fair.edition.projects'),
              t('fair.edition.investment'),
            ]}
            rows={editions.map((e) => [
              t('fair.edition.nth', { edition: e.edition, year: e.year }),
              e.figures.exhibitors,
              e.figures.projectsSigned,
              amount(e.figures.investmentSigned),
            ])}
          />
        </Card>
        <TilesCard
          title='fair.introduce.more'
          tiles={[
            'middlePage',
            { route: 'middlePage', query: { edition: 23 }, label: 'fair.landing.title23' },
            'honorList',
            'handbook',
            'about',
            'gansu',
          ]}
        />
      </>
    )
  },
})
