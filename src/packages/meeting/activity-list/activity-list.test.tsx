import Taro from '@tarojs/taro'
import type { BoothActivityListQuery } from '@/contract/meeting'
import { boothActivities } from '@/contract/meeting.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import ActivityList from './index'
import { activity, pageOf } from '../../../../tests/unit/activity-fixtures'
import { pageHarness } from '../../../../tests/unit/page-harness'
import ActivityMoreList from '../activity-more-list/index'

const page = pageHarness('packages/meeting/activity-list/index')
const { all, byTestId } = page

const byStatus = {
  ongoing: [activity(1, { status: 'ongoing' })],
  notStarted: [activity(2), activity(3)],
  finished: [],
}

function setup(
  boothActivityList = jest.fn(({ status }: BoothActivityListQuery) =>
    Promise.resolve(pageOf(byStatus[status as keyof typeof byStatus])),
  ),
) {
  return {
    boothActivityList,
    stores: page.stores(
      { call: answering(answer(boothActivities.list, boothActivityList)), userInfo: jest.fn().mockResolvedValue(null) },
      't',
    ),
  }
}

describe('the activity area', () => {
  it("shows what is on now, coming up and over by the server's status, each section with its more", async () => {
    const { boothActivityList, stores } = setup()
    await page.mount(ActivityList, stores, {})
    expect(boothActivityList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 3, status: 'ongoing' })
    const cards = (status: string) =>
      byTestId(`activity-section-${status}`)!.querySelectorAll('[data-testid="activity-card"]').length
    expect([cards('ongoing'), cards('notStarted'), cards('finished')]).toEqual([1, 2, 0])
    expect(byTestId('activity-section-finished')?.textContent).toContain('暂无已结束的活动')
    await page.click(byTestId('activity-section-notStarted-more')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: '/packages/meeting/activity-more-list/index?status=notStarted',
    })
    await page.click(byTestId('activity-all')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/meeting/booth-activity-list/index' })
  })

  it("moves between the area's screens in place, with its own screen marked", async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { stores } = setup()
    await page.mount(ActivityList, stores, {})
    const tabs = all('activity-area-tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['现场活动', '活动专区', '搜索', '场馆导航'])
    expect(tabs[1].className).toContain('activity-area-bar__item--on')
    await page.click(tabs[1])
    expect(redirect).not.toHaveBeenCalled()
    await page.click(tabs[3])
    expect(redirect).toHaveBeenCalledWith({ url: '/packages/meeting/map-navigation/index' })
  })

  it('retries a section that failed', async () => {
    const { stores } = setup(
      jest
        .fn()
        .mockRejectedValueOnce(new ApiError('network'))
        .mockResolvedValue(pageOf([activity(4, { status: 'ongoing' })])),
    )
    await page.mount(ActivityList, stores, {})
    await page.click(byTestId('activity-section-ongoing')!.querySelector('button, .nut-button')!)
    expect(byTestId('activity-section-ongoing')!.querySelectorAll('[data-testid="activity-card"]')).toHaveLength(1)
  })
})

describe('more activities', () => {
  it("lists one section's activities under its title, with the address's filters kept to what the server takes", async () => {
    const { boothActivityList, stores } = setup()
    await page.mount(ActivityMoreList, stores, { status: 'ongoing', hall: 'b2', day: 'someday' })
    expect(boothActivityList).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'ongoing', hall: 'B2', day: '', pageNum: 1 }),
    )
    expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '正在进行' })
    expect(all('activity-card')).toHaveLength(1)
    expect(byTestId('activity-area-bar')).not.toBeNull()
  })
})
