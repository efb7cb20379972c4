import { articles } from '@/contract/content.endpoints'
import type { Edition } from '@/contract/fair'
import { editions } from '@/contract/fair.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import MiddlePage from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/fair/middle-page/index')
stubIntersectionObserver()

const edition = (year: number, n: number): Edition => ({
  year,
  edition: n,
  theme: n === 25 ? '双向投资促进新发展' : '投资促进高质量发展',
  startDate: `${year}-09-08`,
  endDate: `${year}-09-11`,
  venue: '厦门国际会展中心',
  cover: '',
  figures: { exhibitors: 6000, visitors: 150000, projectsSigned: 600, investmentSigned: 3680, countries: 110 },
})

const calls = () => ({
  call: answering(
    answer(editions.list, () => [edition(2026, 25), edition(2024, 23)]),
    answer(editions.detail, ({ year }) => ({ ...edition(year, year === 2026 ? 25 : 23), highlights: '<p>亮点</p>' })),
    answer(articles.pickedNews, () => ({ list: [], total: 0, pageNum: 1, pageSize: 4 })),
  ),
})

async function openAt(path: string, params: Record<string, string> = {}) {
  window.history.replaceState(null, '', path)
  await page.mount(MiddlePage, page.stores(calls()), params)
  return page.byTestId('edition-landing')
}

describe('the edition landing pages', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it.each([
    ['/middle-page', '第25届', false],
    ['/middle-page23', '第23届', false],
    ['/pc-middlepage', '第25届', true],
    ['/pc-middlepage23', '第23届', true],
  ])('shows at %s the edition and layout it names', async (path, kicker, wide) => {
    const landing = await openAt(path)
    expect(landing?.textContent).toContain(kicker)
    expect(landing?.querySelector('.landing--wide') !== null).toBe(wide)
  })

  it('shows the edition and layout the query names, as the mini program opens them', async () => {
    const landing = await openAt('/pages/packages/fair/middle-page/index', { edition: '23', wide: '1' })
    expect(landing?.textContent).toContain('投资促进高质量发展')
    expect(landing?.querySelector('.landing--wide')).not.toBeNull()
  })
})
