import type { CommerceStatistics } from '@/contract/fair'
import { commerce } from '@/contract/fair.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import Statistics from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

jest.mock('@/components/chart/chart-canvas', () => ({
  ChartCanvas: ({ testId, series }: { testId: string; series: unknown[] }) => (
    <div data-testid={testId} data-points={series.length} />
  ),
}))

const page = pageHarness('packages/fair/statistics/index')
const { byTestId, all } = page

const stats = (year: number): CommerceStatistics => ({
  year,
  years: [2026, 2025],
  byYear: [
    { year: 2025, projects: 588, investment: 3350.7, yoy: 0 },
    { year: 2026, projects: 620, investment: 3680, yoy: 9.8 },
  ],
  byIndustry: [{ label: year === 2026 ? '新能源' : '生物医药', projects: 100, investment: 600 }],
  byRegion: [{ label: '厦门', projects: 160, investment: 950 }],
})

describe('commerce statistics', () => {
  it('draws each chart and gives its figures as a table, and shows another year when chosen', async () => {
    const commerceStatistics = jest.fn(({ year }: { year?: number }) => Promise.resolve(stats(year ?? 2026)))
    await page.mount(Statistics, page.stores({ call: answering(answer(commerce.statistics, commerceStatistics)) }), {})
    expect(byTestId('chart-investment')?.dataset.points).toBe('2')
    expect(byTestId('chart-investment-table')?.querySelectorAll('[role="row"]')).toHaveLength(3)
    expect(byTestId('chart-investment-table')?.textContent).toContain('+9.8%')
    expect(byTestId('chart-industry-table')?.textContent).toContain('新能源')
    await page.click(all('stats-year')[1])
    expect(commerceStatistics).toHaveBeenLastCalledWith({ year: 2025 })
    expect(byTestId('chart-industry-table')?.textContent).toContain('生物医药')
  })
})
