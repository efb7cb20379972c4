import '@/i18n/network.pages'
import { Chart } from '@/components/chart'
import { DataTable } from '@/components/data-table'
import { useEndpoint } from '@/components/use-endpoint'
import { desk } from '@/contract/network.endpoints'
import { useT } from '@/stores/context'
import { Card } from '@/templates/sections'
import { dayLabel, percent } from '../shared/desk-stats'
import { exhibitorPage } from '../shared/exhibitor-page'

/** /spatial-data: the booth's data: how visits turned into leads and enquiries, over the fair and day by day. */
export default exhibitorPage({
  route: 'spatialData',
  testId: 'spatial-data',
  useRead: () => useEndpoint(desk.stats, undefined),
  Sections: function SpatialData({ data: stats }) {
    const t = useT()
    const { totals } = stats
    return (
      <>
        <Card title={t('network.stats.shares')}>
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
        </Card>
        <Card title={t('network.stats.leadRate')}>
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
        </Card>
        <Card>
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
        </Card>
      </>
    )
  },
})
