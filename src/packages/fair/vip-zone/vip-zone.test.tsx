import type { VipCategory } from '@/contract/fair.codes'
import { vip } from '@/contract/fair.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import VipZonePage from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/fair/vip-zone/index')

const TITLES: Record<VipCategory, string> = {
  government: '政府VIP专区',
  capital: '资本VIP专区',
  exhibitor: '展商VIP专区',
  merchant: '客商VIP专区',
}

const vipZone = jest.fn(({ category }: { category: VipCategory }) =>
  Promise.resolve({
    category,
    title: TITLES[category],
    intro: '<p>专属通道与洽谈室</p>',
    privileges: [{ id: 3, title: '专属洽谈室', summary: '预约使用', cover: '', place: 'B馆二层' }],
    deskName: 'VIP服务台',
    deskPhone: '0592-5959999',
    deskEmail: 'vip@cifit.example',
  }),
)

/** Opens the page at an H5 path with a query, as a visitor's browser would. */
async function openAt(path: string, params: Record<string, string> = {}) {
  window.history.replaceState(null, '', path)
  await page.mount(VipZonePage, page.stores({ call: answering(answer(vip.zone, vipZone)) }), params)
}

describe('the VIP zones', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it.each([
    ['/vip-government', 'government'],
    ['/vip-capital', 'capital'],
    ['/vip-exhibitors', 'exhibitor'],
    ['/vip-merchants', 'merchant'],
  ] as const)('shows at %s the zone it names', async (path, category) => {
    await openAt(path)
    expect(vipZone).toHaveBeenLastCalledWith({ category })
    expect(page.byTestId('vip-zone')?.textContent).toContain(TITLES[category])
    expect(page.byTestId('vip-privilege')?.textContent).toContain('专属洽谈室')
  })

  it('shows the zone its query names, as the mini program opens it', async () => {
    await openAt('/pages/packages/fair/vip-zone/index', { category: 'merchant' })
    expect(page.byTestId('vip-zone')?.textContent).toContain('客商VIP专区')
  })
})
