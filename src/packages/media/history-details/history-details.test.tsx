import Taro from '@tarojs/taro'
import type { PreDockingHistoryDetail, VideoCard } from '@/contract/media'
import { preDocking } from '@/contract/media.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import HistoryDetails from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../tests/unit/page-harness'

const history: PreDockingHistoryDetail = {
  id: 7,
  title: '中欧绿色能源项目预对接',
  summary: '双方就储能合作交换意见',
  cover: '/static/img/history-7.svg',
  parties: '厦门市投资促进局 · 欧洲能源集团',
  dockingTime: Date.UTC(2026, 7, 20, 2),
  views: 30,
  content: '<p>会议纪要</p>',
}

const video: VideoCard = {
  id: 4,
  title: '预对接会议回顾',
  cover: '/static/img/video-4.svg',
  duration: 754,
  speaker: '',
  speakerId: null,
  kind: 'forum',
  category: '预对接',
  publishTime: Date.UTC(2026, 7, 20),
  views: 12,
}

const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 })

const page = pageHarness('packages/media/history-details/index')
const { byTestId } = page
stubIntersectionObserver()

function setup(fileList: jest.Mock) {
  const historyDetail = jest.fn().mockResolvedValue(history)
  const videoList = jest.fn().mockResolvedValue(pageOf([video]))
  const call = answering(
    answer(preDocking.historyDetail, historyDetail),
    answer(preDocking.fileList, fileList),
    answer(preDocking.videoList, videoList),
  )
  return { historyDetail, videoList, stores: page.stores({ call }) }
}

describe('pre-docking history page', () => {
  it("shows the record with its session's documents and videos; all documents open their list", async () => {
    const fileList = jest
      .fn()
      .mockResolvedValue(pageOf([{ id: 1, name: '会议纪要', url: '/static/a.pdf', size: 2048 }]))
    const { historyDetail, videoList, stores } = setup(fileList)
    await page.mount(HistoryDetails, stores, { id: '7' })
    expect(historyDetail).toHaveBeenCalledWith({ id: 7 })
    expect(fileList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, historyId: 7 })
    expect(videoList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, historyId: 7 })
    expect(byTestId('history-title')?.textContent).toBe(history.title)
    expect(document.body.textContent).toContain(history.parties)
    expect(byTestId('history-files')?.textContent).toContain('会议纪要')
    expect(byTestId('history-videos')?.textContent).toContain(video.title)
    await page.click(byTestId('history-files')!.querySelector('.media-section__more')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/media/files-list/index?historyId=7' })
  })

  it('shows the record when its documents cannot be read, without them', async () => {
    const { stores } = setup(jest.fn().mockRejectedValue(new Error('down')))
    await page.mount(HistoryDetails, stores, { id: '7' })
    expect(byTestId('history-title')?.textContent).toBe(history.title)
    expect(byTestId('history-files')).toBeNull()
    expect(byTestId('status-error')).toBeNull()
  })
})
