import Taro from '@tarojs/taro'
import Metaverse from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/exhibition/metaverse/index')
const { byTestId } = page

// The test build configures no hall addresses.
describe('online hall page', () => {
  it('says the metaverse hall is under construction (seed 001) and offers the live page and the hall guide', async () => {
    await page.mount(Metaverse, page.stores({}), {})
    expect(Taro.setNavigationBarTitle).toHaveBeenLastCalledWith({ title: '元宇宙展馆' })
    expect(byTestId('hall-not-configured')?.textContent).toContain('元宇宙展馆：')
    expect(byTestId('hall-not-configured')?.textContent).toContain('该展馆正在建设中')
    await page.click(byTestId('hall-not-configured')!.querySelector('.nut-button')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/media/exhibition-live/index' })
  })

  it('is the 3D pavilion, under its own title, with hall=pavilion', async () => {
    await page.mount(Metaverse, page.stores({}), { hall: 'pavilion' })
    expect(Taro.setNavigationBarTitle).toHaveBeenLastCalledWith({ title: '3D展馆' })
    expect(byTestId('hall-not-configured')?.textContent).not.toContain('元宇宙展馆：')
  })
})
