import Taro from '@tarojs/taro'
import { guide } from '@/contract/fair.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import ServiceInformation from './index'
import { guideEntry } from '../../../../tests/unit/guide-fixtures'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/meeting/service-information/index')
const { all, byTestId } = page

const topics = [guideEntry(5, 'service.transport', '交通出行'), guideEntry(8, 'service.parking', '停车服务')]

function setup(guideList: jest.Mock) {
  return page.stores({ call: answering(answer(guide.list, guideList)), userInfo: jest.fn().mockResolvedValue(null) })
}

describe('the service guide', () => {
  it('lists the service topics and opens one; the venue map, halls, notices and contacts are a tap away', async () => {
    const guideList = jest.fn().mockResolvedValue(topics)
    await page.mount(ServiceInformation, setup(guideList), {})
    expect(guideList).toHaveBeenCalledWith({ prefix: 'service' })
    expect(all('service-topic').map((row) => row.textContent)).toEqual([
      expect.stringContaining('交通出行'),
      expect.stringContaining('停车服务'),
    ])
    expect(all('service-door').map((door) => door.textContent)).toEqual([
      '场场馆导航',
      '展展馆介绍',
      '展展会须知',
      '联联系我们',
    ])
    await page.click(all('service-topic')[1])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/service-information-detail/index?id=8' })
    await page.click(all('service-door')[0])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/map-navigation/index' })
  })

  it('says when the guide is empty, and offers a retry when it fails', async () => {
    const guideList = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue([])
    await page.mount(ServiceInformation, setup(guideList), {})
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(byTestId('status-empty')?.textContent).toBe('暂无服务指南')
  })

  it('speaks English', async () => {
    const stores = setup(jest.fn().mockResolvedValue([guideEntry(5, 'service.transport', 'Transport')]))
    stores.app.setLanguage('en-us')
    await page.mount(ServiceInformation, stores, {})
    expect(document.body.textContent).toContain('Getting to the Xiamen International Conference and Exhibition Center')
    expect(all('service-door')[3].textContent).toBe('CContact us')
  })
})
