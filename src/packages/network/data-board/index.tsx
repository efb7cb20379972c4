import '@/i18n/network.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Chart } from '@/components/chart'
import { DataTable } from '@/components/data-table'
import type { DeskStats } from '@/contract/network'
import { signedInPage } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { StatsView, dayLabel } from '../shared/stats-view'
import '../shared/people.scss'

type Measure = 'visits' | 'leads' | 'enquiries'
const MEASURES: { key: Measure; kind: 'line' | 'bar' }[] = [
  { key: 'visits', kind: 'line' },
  { key: 'leads', kind: 'bar' },
  { key: 'enquiries', kind: 'bar' },
]

const Board = observer(({ stats }: { stats: DeskStats }) => {
  const t = useT()
  return (
    <View className='board' data-testid='data-board'>
      <View className='people-card'>
        <View className='people-stats'>
          {MEASURES.map(({ key }) => (
            <View key={key} className='people-stats__item' data-testid={`board-total-${key}`}>
              <Text className='people-stats__value'>{stats.totals[key]}</Text>
              <Text className='people-stats__label'>{t(`network.stats.${key}`)}</Text>
            </View>
          ))}
        </View>
      </View>
      {MEASURES.map(({ key, kind }) => (
        <View key={key} className='people-card'>
          <Text className='people-title'>{t('network.stats.perDay', { measure: t(`network.stats.${key}`) })}</Text>
          <Chart
            kind={kind}
            series={stats.days.map((day) => ({ label: dayLabel(day.date), value: day[key] }))}
            caption={t('network.stats.perDay', { measure: t(`network.stats.${key}`) })}
            columns={[t('network.stats.day'), t(`network.stats.${key}`)]}
            tableHidden
            testId={`board-${key}`}
          />
        </View>
      ))}
      <View className='people-card'>
        <DataTable
          caption={t('network.stats.table')}
          columns={[t('network.stats.day'), ...MEASURES.map(({ key }) => t(`network.stats.${key}`))]}
          rows={[
            ...stats.days.map((day) => [day.date, day.visits, day.leads, day.enquiries]),
            [t('network.stats.total'), stats.totals.visits, stats.totals.leads, stats.totals.enquiries],
          ]}
          testId='board-table'
        />
      </View>
    </View>
  )
})

/** /data-board: the enterprise's booth visits, leads and enquiries on each fair day, as charts and as a table. */
export default signedInPage('dataBoard', 'network.desk.loginHint', () => (
  <StatsView>{(stats) => <Board stats={stats} />}</StatsView>
))
