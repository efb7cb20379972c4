import '@/i18n/network.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Chart } from '@/components/chart'
import { DataTable } from '@/components/data-table'
import type { DeskStats } from '@/contract/network'
import { signedInPage } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { StatsView, dayLabel, percent } from '../shared/stats-view'
import '../shared/people.scss'

/** How the booth turned visits into leads and enquiries: the shares over the fair, and each day's rates. */
const Spatial = observer(({ stats }: { stats: DeskStats }) => {
  const t = useT()
  const { totals } = stats
  return (
    <View className='spatial' data-testid='spatial-data'>
      <View className='people-card'>
        <Text className='people-title'>{t('network.stats.shares')}</Text>
        <Chart
          kind='pie'
          series={[
            { label: t('network.stats.visits'), value: totals.visits },
            { label: t('network.stats.leads'), value: totals.leads },
            { label: t('network.stats.enquiries'), value: totals.enquiries },
          ]}
          caption={t('network.stats.shares')}
          columns={[t('network.stats.measure'), t('network.stats.count')]}
          testId='spatial-shares'
        />
      </View>
      <View className='people-card'>
        <Text className='people-title'>{t('network.stats.leadRate')}</Text>
        <Chart
          kind='line'
          series={stats.days.map((day) => ({
            label: dayLabel(day.date),
            value: day.visits > 0 ? Math.round((day.leads / day.visits) * 1000) / 10 : 0,
          }))}
          caption={t('network.stats.leadRate')}
          columns={[t('network.stats.day'), t('network.stats.leadRate')]}
          format={(value) => `${value}%`}
          tableHidden
          testId='spatial-rate'
        />
      </View>
      <View className='people-card'>
        <DataTable
          caption={t('network.stats.rates')}
          columns={[
            t('network.stats.day'),
            t('network.stats.visits'),
            t('network.stats.leadRate'),
            t('network.stats.enquiryRate'),
          ]}
          rows={[
            ...stats.days.map((day) => [
              day.date,
              day.visits,
              percent(day.leads, day.visits),
              percent(day.enquiries, day.visits),
            ]),
            [
              t('network.stats.total'),
              totals.visits,
              percent(totals.leads, totals.visits),
              percent(totals.enquiries, totals.visits),
            ],
          ]}
          testId='spatial-table'
        />
      </View>
    </View>
  )
})

/** /spatial-data: the booth's data: how visits turned into leads and enquiries, over the fair and day by day. */
export default signedInPage('spatialData', 'network.desk.loginHint', () => (
  <StatsView>{(stats) => <Spatial stats={stats} />}</StatsView>
))
