import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { city } from '@/contract/city.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import { PcLayout } from './pc-layout'
import type { PcSection } from './sections'
import { pageHarness } from '../../../../../tests/unit/page-harness'

const xiamen = { id: 350200, name: 'Xiamen', cityType: 1, slogan: '', summary: '', cover: '', banner: '' }

const page = pageHarness('packages/city/pc/park-list/index')
const { byTestId } = page

function setup({ wide = false, language = 'zh-cn' as 'zh-cn' | 'en-us' } = {}) {
  const areaInfo = jest.fn().mockResolvedValue(xiamen)
  const api = { baseConfig: jest.fn(), call: answering(answer(city.areaInfo, areaInfo)) }
  const stores = page.stores(api)
  stores.app.setWideScreen(wide)
  stores.app.setLanguage(language)
  return { api: { ...api, areaInfo }, stores }
}

const mountIn = (section: PcSection | undefined, stores: ReturnType<typeof page.stores>) => {
  const Page = observer(() => (
    <PcLayout route={section ? 'pcpark' : 'pchotcity'} section={section}>
      <span data-testid='page-body'>body</span>
    </PcLayout>
  ))
  return page.mount(Page, stores, {})
}

const activeItems = () =>
  Array.from(document.querySelectorAll('.pc-nav__item--active')).map((el) => el.getAttribute('data-testid'))

describe('hot-city zone layout', () => {
  it('highlights only the section of the page in its navigation', async () => {
    const { stores } = setup()
    await mountIn('park', stores)
    expect(activeItems()).toEqual(['pc-nav-park'])
    expect(byTestId('pc-nav-park')?.getAttribute('aria-current')).toBe('page')
    expect(byTestId('pc-nav-news')?.getAttribute('aria-current')).toBeNull()
    expect(document.querySelectorAll('.pc-nav__item')).toHaveLength(8)
    expect(byTestId('page-body')?.textContent).toBe('body')
  })

  it('highlights no section but the city on the zone home', async () => {
    const { stores } = setup()
    await mountIn(undefined, stores)
    expect(activeItems()).toEqual([])
    expect(byTestId('pc-city')?.className).toContain('pc-topbar__brand--active')
  })

  it('opens a section and the zone home from the top bar', async () => {
    const { stores } = setup()
    await mountIn('park', stores)
    await page.click(byTestId('pc-nav-news')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/city/pc/news-list/index' })
    await page.click(byTestId('pc-city')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/city/pc/hot-city/index' })
  })

  it('lays out for a wide screen above 767 px and for a phone below', async () => {
    const { stores } = setup({ wide: true })
    await mountIn('park', stores)
    expect(byTestId('pc-layout')?.className).toContain('pc-layout--wide')
    stores.app.setWideScreen(false)
    await page.settle()
    expect(byTestId('pc-layout')?.className).toContain('pc-layout--narrow')
    expect(byTestId('pc-layout')?.className).not.toContain('pc-layout--wide')
  })

  it('names the city from the server in the current language, with navigation labels in that language', async () => {
    const { api, stores } = setup({ language: 'en-us' })
    await mountIn('park', stores)
    expect(api.areaInfo).toHaveBeenCalledWith({ areaId: 350200 })
    expect(byTestId('pc-city')?.textContent).toContain('Xiamen')
    expect(byTestId('pc-city')?.textContent).toContain('Hot City Zone')
    expect(byTestId('pc-nav-park')?.textContent).toBe('Parks')
  })

  it('keeps the stored city name when the city profile cannot be loaded', async () => {
    const { api, stores } = setup()
    api.areaInfo.mockRejectedValue(new ApiError('network'))
    await mountIn('park', stores)
    expect(byTestId('pc-city')?.textContent).toContain('厦门')
    expect(byTestId('pc-nav-park')?.textContent).toBe('园区')
  })
})
