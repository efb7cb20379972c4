import '@/i18n/fair.pages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { Chart } from '@/components/chart'
import { useEndpoint } from '@/components/use-endpoint'
import { commerce } from '@/contract/fair.endpoints'
import { RequestPage } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { Card } from '@/templates/sections'
import './index.scss'

const yi = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 1 })
const percent = (value: number) => (value ? `${value > 0 ? '+' : ''}${value}%` : '—')

/** Commerce data as charts with their tables: investment signed year over year, and a year's projects by industry and region. */
const Statistics = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const [year, setYear] = useState<number | undefined>(params.year ? Number(params.year) : undefined)
  const stats = useEndpoint(commerce.statistics, { year }, { keepPrevious: true })
  return (
    <RequestPage route='statistics' request={stats}>
      {(s) => (
        <View className='fair-page' data-testid='statistics'>
          <Card title={t('fair.stats.trend')} testId='stats-trend'>
            <Chart
              kind='bar'
              testId='chart-investment'
              caption={t('fair.stats.investmentCaption')}
              series={s.byYear.map((y) => ({ label: String(y.year), value: y.investment }))}
              columns={[
                t('fair.stats.year'),
                t('fair.stats.projects'),
                t('fair.stats.investment'),
                t('fair.stats.yoy'),
              ]}
              rows={s.byYear.map((y) => [y.year, y.projects, yi(y.investment), percent(y.yoy)])}
            />
          </Card>
          <Card title={t('fair.stats.growth')}>
            <Chart
              kind='line'
              testId='chart-growth'
              caption={t('fair.stats.growthCaption')}
              series={s.byYear.slice(1).map((y) => ({ label: String(y.year), value: y.yoy }))}
              columns={[t('fair.stats.year'), t('fair.stats.yoy')]}
              format={percent}
              tableHidden
            />
          </Card>
          <View className='fair-chips' role='tablist'>
            {s.years.map((y) => (
              <View
                key={y}
                role='tab'
                aria-selected={y === s.year}
                className={`fair-chip${y === s.year ? ' fair-chip--on' : ''}`}
                data-testid='stats-year'
                onClick={() => setYear(y)}
              >
                {String(y)}
              </View>
            ))}
          </View>
          <Card title={t('fair.stats.byIndustry', { year: s.year })} testId='stats-industry'>
            <Chart
              kind='pie'
              testId='chart-industry'
              height={240}
              caption={t('fair.stats.byIndustry', { year: s.year })}
              series={s.byIndustry.map((d) => ({ label: d.label, value: d.investment }))}
              columns={[t('fair.stats.industry'), t('fair.stats.projects'), t('fair.stats.investment')]}
              rows={s.byIndustry.map((d) => [d.label, d.projects, yi(d.investment)])}
            />
          </Card>
          <Card title={t('fair.stats.byRegion', { year: s.year })} testId='stats-region'>
            <Chart
              kind='bar'
              testId='chart-region'
              caption={t('fair.stats.byRegion', { year: s.year })}
              series={s.byRegion.map((d) => ({ label: d.label, value: d.projects }))}
              columns={[t('fair.stats.region'), t('fair.stats.projects'), t('fair.stats.investment')]}
              rows={s.byRegion.map((d) => [d.label, d.projects, yi(d.investment)])}
            />
          </Card>
          <Text className='sections-card__meta stats__note'>{t('fair.stats.source')}</Text>
        </View>
      )}
    </RequestPage>
  )
})

export default Statistics
