import '@/i18n/fair.pages'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { commerce } from '@/contract/fair.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { Card, Figures, Row, TilesCard } from '../shared/parts'

/** The commerce home: the latest headline figures, the ways into the data, and the latest public notices. */
const CommerceIndex = observer(() => {
  const t = useT()
  const page = joined(
    useEndpoint(commerce.overview, undefined),
    useEndpoint(commerce.articles, { kind: 'notice', pageNum: 1, pageSize: 3 }),
  )
  return (
    <RequestPage route='commerceIndex' request={page}>
      {([figures, notices]) => (
        <View className='fair-page' data-testid='commerce-index'>
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
        </View>
      )}
    </RequestPage>
  )
})

export default CommerceIndex
