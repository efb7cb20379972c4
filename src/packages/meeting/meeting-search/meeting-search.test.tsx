import Taro from '@tarojs/taro'
import { keywords } from '@/contract/search.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import MeetingSearch from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/meeting/meeting-search/index')

describe('meeting search', () => {
  it('offers the programme to browse by day before a search', async () => {
    const stores = page.stores({ call: answering(answer(keywords.hot, () => [])), baseConfig: jest.fn() })
    await page.mount(MeetingSearch, stores, {})
    expect(page.byTestId('meeting-search-programme')?.textContent).toBe('浏览会议日程按日期、类型和场馆 ›')
    await page.click(page.byTestId('meeting-search-programme')!.querySelector('.nut-cell')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/meeting/meeting-list/index' })
  })
})
