import type { HonourList } from '@/contract/fair'
import { editions } from '@/contract/fair.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import HonorList from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/fair/honor-list/index')
const { all } = page

const honours = (year: number): HonourList => ({
  year,
  years: [2026, 2025],
  groups: [{ category: '优秀组织奖', winners: [`${year} 厦门市`] }],
})

describe('the honour list', () => {
  it('shows the edition the link names, and another edition once its chip is tapped', async () => {
    const read = jest.fn(({ year }: { year?: number }) => Promise.resolve(honours(year ?? 2026)))
    await page.mount(HonorList, page.stores({ call: answering(answer(editions.honours, read)) }), { year: '2025' })
    expect(read).toHaveBeenLastCalledWith({ year: 2025 })
    expect(all('honor-group')[0].textContent).toContain('2025 厦门市')
    expect(all('honor-year').map((chip) => chip.getAttribute('aria-selected'))).toEqual(['false', 'true'])
    await page.click(all('honor-year')[0])
    expect(read).toHaveBeenLastCalledWith({ year: 2026 })
    expect(all('honor-group')[0].textContent).toContain('2026 厦门市')
  })
})
