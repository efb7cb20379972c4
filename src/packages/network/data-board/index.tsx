import '@/i18n/network.pages'
import { Text, View } from '@tarojs/components'
import { Chart } from '@/components/chart'
import { DataTable } from '@/components/data-table'
import { useEndpoint } from '@/components/use-endpoint'
import { desk } from '@/contract/network.endpoints'
import { useT } from '@/stores/context'
import { Card } from '@/templates/sections'
import { dayLabel } from '../shared/desk-stats'
import { exhibitorPage } from '../shared/exhibitor-page'
import '../shared/people.scss'

type Measure = 'visits' | 'leads' | 'enquiries'
const MEASURES: { key: Measure; kind: 'line' | 'bar' }[] = [
  { key: 'visits', kind: 'line' },
  { key: 'leads', kind: 'bar' },
  { key: 'enquiries', kind: 'bar' },
]

/** /data-board: the enterprise's booth visits, leads and enquiries on each fair day, as charts and as a table. */
export default exhibitorPage({
  route: 'dataBoard',
  testId: 'data-board',
  useRead: () => useEndpoint(desk.stats, undefined),
  Sections: function DataBoard({ data: stats }) {
    const t = useT()
    return (
      <>
        <Card>
          <View className='people-stats'>
            {MEASURES.map(({ key }) => (
              <View key={key} className='people-stats__item' data-testid={`board-total-${key}`}>
                <Text className='people-stats__value'>{stats.totals[key]}</Text>
                <Text className='people-stats__label'>{t(`network.stats.${key}`)}</Text>
              </View>
            ))}
          </View>
        </Card>
        {MEASURES.map(({ key, kind }) => (
          <Card key={key} title={t('network.stats.perDay', { measure: t(`network.stats.${key}`) })}>
            <Chart
              kind={kind}
              series={stats.days.map((day) => ({ label: dayLabel(day.date), value: day[key] }))}
              caption={t('network.stats.perDay', { measure: t(`network.stats.${key}`) })}
              columns={[t('network.stats.day'), t(`network.stats.${key}`)]}
              tableHidden
              testId={`board-${key}`}
            />
          </Card>
        ))}
        <Card>
          <DataTable
            caption={t('network.stats.table')}
            columns={[t('network.stats.day'), ...MEASURES.map(({ key }) => t(`network.stats.${key}`))]}
            rows={[
              ...stats.days.map((day) => [day.date, day.visits, day.leads, day.enquiries]),
              [t('network.stats.total'), stats.totals.visits, stats.totals.leads, stats.totals.enquiries],
            ]}
            testId='board-table'
          />
        </Card>
      </>
    )
  },
})
