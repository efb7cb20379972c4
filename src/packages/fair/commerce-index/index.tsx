import '@/i18n/fair.pages'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { commerce } from '@/contract/fair.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, Figures, Row, sectionsPage, TilesCard } from '@/templates/sections'
import { formatDate } from '@/utils/date'

/** The commerce home: the latest headline figures, the ways into the data, and the latest public notices. */
export default sectionsPage({
  route: 'commerceIndex',
  testId: 'commerce-index',
  useRead: () =>
    joined(
      useEndpoint(commerce.overview, undefined),
      useEndpoint(commerce.articles, { kind: 'notice', pageNum: 1, pageSize: 3 }),
    ),
  Sections: function CommerceIndex({ data: [figures, notices] }) {
    const t = useT()
    return (
      <>
        <Card title={t('fair.commerce.headline', { period: figures[0]?.period ?? '' })}>
          <Figures
            testId='commerce-figures'
            items={figures.map((f) => [
              `${f.label} · ${t(f.yoy >= 0 ? 'fair.stats.up' : 'fair.stats.down', { yoy: Math.abs(f.yoy) })}`,
              `${f.value.toLocaleString()} ${f.unit}`,
            ])}
          />
        </Card>
        <TilesCard
          title='fair.commerce.explore'
          tiles={[
            'statistics',
            'statisticsList',
            'commerceChange',
            { route: 'localCase', query: { type: 'commerce-worktrends' }, label: 'content.route.localCase' },
            { route: 'localCase', label: 'content.route.publicNotice' },
            'investmentMap',
            'industry',
            'apply',
          ]}
        />
        <Card title={t('content.route.publicNotice')}>
          {notices.list.map((n) => (
            <Row
              key={n.id}
              testId='commerce-notice'
              title={n.title}
              meta={`${n.source} · ${formatDate(n.publishTime, 'YYYY-MM-DD')}`}
              onOpen={() => void navigate('commerceArticle', { id: n.id })}
            />
          ))}
        </Card>
      </>
    )
  },
})
