import TestUtils from '@tarojs/test-utils-react'
import { drawChart } from './chart-spec'
import { Chart } from './index'

jest.mock('./chart-spec', () => ({ drawChart: jest.fn(() => Promise.resolve(() => undefined)) }))

const series = [
  { label: '2025', value: 3350.7 },
  { label: '2026', value: 3680 },
]

async function mount(props: Partial<Parameters<typeof Chart>[0]> = {}) {
  const testUtils = new TestUtils()
  await testUtils.mount(() => (
    <Chart kind='bar' series={series} caption='Investment signed' columns={['Year', 'Amount']} testId='c' {...props} />
  ))
  await testUtils.act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

const cellsOf = (row: Element) =>
  Array.from(row.querySelectorAll('[role="cell"], [role="rowheader"]'), (c) => c.textContent)

describe('a chart', () => {
  beforeEach(() => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never)
    jest.mocked(drawChart).mockClear()
  })
  afterEach(() => {
    jest.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('draws the series and reads it out as a table under its caption', async () => {
    await mount({ format: (v) => `${v} bn` })
    expect(jest.mocked(drawChart).mock.calls[0].slice(1)).toEqual(['bar', series])
    const canvas = document.querySelector('[data-testid="c"]')
    expect(canvas?.getAttribute('aria-hidden')).toBe('true')
    const table = document.querySelector('[data-testid="c-table"] [role="table"]')
    const label = document.getElementById(table?.getAttribute('aria-labelledby') ?? '')
    expect(label?.textContent).toBe('Investment signed')
    const rows = Array.from(table?.querySelectorAll('[role="row"]') ?? [])
    expect(rows[0].textContent).toBe('YearAmount')
    expect(rows.slice(1).map(cellsOf)).toEqual([
      ['2025', '3350.7 bn'],
      ['2026', '3680 bn'],
    ])
  })

  it('takes table rows that say more than the series', async () => {
    await mount({ columns: ['Year', 'Projects', 'Amount'], rows: [['2026', 620, '3,680']] })
    const rows = document.querySelectorAll('[data-testid="c-table"] [role="row"]')
    expect(rows).toHaveLength(2)
    expect(cellsOf(rows[1])).toEqual(['2026', '620', '3,680'])
  })
})
