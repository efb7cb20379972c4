import Taro from '@tarojs/taro'
import { boothActivities, meetings } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import ActivitySearch from './index'
import { activity, meetingOptions, pageOf } from '../../../../tests/unit/activity-fixtures'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/meeting/activity-search/index')
const { all, byTestId } = page

function setup(boothActivityList: jest.Mock, options: jest.Mock = jest.fn(meetingOptions)) {
  return page.stores({
    call: answering(answer(boothActivities.list, boothActivityList), answer(meetings.options, options)),
    userInfo: jest.fn().mockResolvedValue(null),
  })
}

describe('the activity search', () => {
  it('offers the halls with activities before a search, each opening its activities', async () => {
    const boothActivityList = jest.fn()
    await page.mount(ActivitySearch, setup(boothActivityList), {})
    expect(all('activity-search-hall').map((h) => h.textContent)).toEqual(['A1馆', 'B2馆'])
    expect(boothActivityList).not.toHaveBeenCalled()
    await page.click(all('activity-search-hall')[1])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/activity-more-list/index?hall=B2' })
  })

  it('lists the matches of a keyword, or says there are none', async () => {
    const boothActivityList = jest
      .fn()
      .mockResolvedValueOnce(pageOf([activity(1), activity(2)], 2))
      .mockResolvedValue(pageOf([]))
    await page.mount(ActivitySearch, setup(boothActivityList), { keyword: encodeURIComponent('象屿') })
    expect(boothActivityList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, keyword: '象屿' })
    expect(byTestId('activity-search-count')?.textContent).toBe('共 2 场活动')
    expect(all('activity-card')).toHaveLength(2)
    document.body.innerHTML = ''
    await page.mount(ActivitySearch, setup(boothActivityList), { keyword: 'none' })
    expect(byTestId('status-empty')?.textContent).toBe('没有找到相关活动，换个关键词试试')
  })

  it('keeps the search bar while the halls fail, offering their retry, and searches without them', async () => {
    const options = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockImplementation(meetingOptions)
    const boothActivityList = jest.fn().mockResolvedValue(pageOf([activity(1)], 1))
    await page.mount(ActivitySearch, setup(boothActivityList, options), {})
    expect(document.querySelector('.nut-searchbar')).not.toBeNull()
    await page.click(byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(all('activity-search-hall')).toHaveLength(2)
    document.body.innerHTML = ''
    await page.mount(ActivitySearch, setup(boothActivityList, jest.fn().mockRejectedValue(new ApiError('network'))), {
      keyword: 'x',
    })
    expect(all('activity-card')).toHaveLength(1)
  })
})
