import type { MemberUnit } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import MemberUnits from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../tests/unit/page-harness'

const unit = (id: number, name: string, group: MemberUnit['group']): MemberUnit => ({
  id,
  name,
  group,
  cityType: 2,
  cover: '',
  slogan: `${name}欢迎您`,
})

const page = pageHarness('packages/city/member-unit/index')
const { byTestId, all } = page

stubIntersectionObserver()

const mount = (units: MemberUnit[]) =>
  page.mount(
    MemberUnits,
    page.stores({ baseConfig: jest.fn(), call: answering(answer(city.areasWithAccounts, () => units)) }),
    {},
  )

describe('member units', () => {
  it('lists the units under their groups in the fixed order and opens a unit’s city page', async () => {
    await mount([unit(990101, '新加坡', 'overseas'), unit(350100, '福州', 'fujian'), unit(350200, '厦门', 'xiamen')])
    const groups = Array.from(document.querySelectorAll('[data-testid^="unit-group-"]'))
    expect(groups.map((g) => g.getAttribute('data-testid'))).toEqual([
      'unit-group-xiamen',
      'unit-group-fujian',
      'unit-group-overseas',
    ])
    expect(byTestId('unit-group-fujian')?.textContent).toContain('福州欢迎您')
    await page.click(all('unit-card').find((card) => card.textContent?.includes('福州'))!)
    expect(page.navigatedTo()).toEqual(['/packages/city/member-city-detail/index?areaId=350100'])
  })

  it('says there are none when no unit is listed', async () => {
    await mount([])
    expect(byTestId('status-empty')).not.toBeNull()
  })
})
