import '@/i18n/fair.pages'
import { Chart } from '@/components/chart'
import { useEndpoint } from '@/components/use-endpoint'
import { commerce } from '@/contract/fair.endpoints'
import { useT } from '@/stores/context'
import { Card, Note, sectionsPage } from '@/templates/sections'
import { useYearRead, YearChips } from '../shared/years'
import './index.scss'

const yi = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 1 })
const percent = (value: number) => (value ? `${value > 0 ? '+' : ''}${value}%` : '—')

/** A year's commerce statistics, the previous answer kept on screen while another year's are asked for. */
const useStatistics = (year: number | undefined) => useEndpoint(commerce.statistics, { year }, { keepPrevious: true })

/** Commerce data as charts with their tables: investment signed year over year, and a year's projects by industry and region. */
export default sectionsPage({
  route: 'statistics',
  testId: 'statistics',
  useRead: () => useYearRead('statistics', useStatistics),
  Sections: function Statistics({ data: { shown: s, choose } }) {
    const t = useT()
    return (
      <>
        <Card title={t('fair.stats.trend')} testId='stats-trend'>
          <Chart
            kind='bar'
            testId='chart-investment'
            caption={t('fair.stats.investmentCaption')}
            series={s.byYear.map((y) => ({ label: String(y.year), value: y.investment }))}
            columns={[t('fair.stats.year'), t('fair.stats.projects'), t('fair.stats.investment'), t('fair.stats.yoy')]}
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
        <YearChips years={s.years} year={s.year} testId='stats-year' label={String} onChoose={choose} />
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
        <Note className='stats__note'>{t('fair.stats.source')}</Note>
      </>
    )
  },
})
