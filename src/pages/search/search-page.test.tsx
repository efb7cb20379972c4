import Taro from '@tarojs/taro'
import type { Page, SearchQuery } from '@/contract/common'
import { ContentType } from '@/contract/common.codes'
import type { SearchHit } from '@/contract/search'
import type { SearchKind } from '@/contract/search.codes'
import { keywords } from '@/contract/search.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import IndexSearch from './index'
import { pageHarness } from '../../../tests/unit/page-harness'

// NutUI Tabs measures its titles with a selector query, which needs a real page; here it measures nothing.
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  const query = {
    select: () => query,
    selectAll: () => query,
    boundingClientRect: () => query,
    exec: (done: (rects: unknown[][]) => void) => done([[]]),
  }
  actual.default.createSelectorQuery = () => query
  return { __esModule: true, ...actual, default: actual.default, createSelectorQuery: () => query }
})

const hit = (id: number, type: number, title: string): SearchHit => ({
  id,
  type,
  title,
  summary: `${title} summary`,
  cover: '',
  time: 0,
})
const page = (list: SearchHit[], total = list.length, pageNum = 1): Page<SearchHit> => ({
  list,
  total,
  pageNum,
  pageSize: 10,
})

/** Per kind, what the fake server answers to page 1 (others answer nothing). */
const FIRST_PAGES: Partial<Record<SearchKind, Page<SearchHit>>> = {
  information: page([hit(31, ContentType.news, 'Xiamen news')]),
  project: page(
    [hit(5, ContentType.project, 'Xiamen port project'), hit(6, ContentType.project, 'Xiamen park project')],
    12,
  ),
  meeting: page([hit(3, ContentType.meeting, 'Xiamen showcase')]),
  userInfo: page([hit(2, 0, 'Lin Zhiyuan')], 1),
}

function setup() {
  const search = jest.fn((kind: SearchKind, q: SearchQuery) =>
    Promise.resolve(
      q.pageNum === 1
        ? (FIRST_PAGES[kind] ?? page([]))
        : page([hit(7, ContentType.project, 'Second page project')], 12, q.pageNum),
    ),
  )
  const searchRank = jest.fn().mockResolvedValue([
    { keyword: '新能源', count: 9800 },
    { keyword: '厦门', count: 8000 },
  ])
  const stores = harness.stores({ search, call: answering(answer(keywords.hot, searchRank)) })
  return { stores, search, searchRank }
}

const harness = pageHarness('pages/search/index')
const { byTestId, click, all } = harness
const texts = (testId: string) => all(testId).map((e) => e.textContent)

describe('search page', () => {
  it('shows the keyword history, 6 most recent first, and hot keywords before searching', async () => {
    const { stores } = setup()
    for (const k of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) stores.search.add(k)
    await harness.mount(IndexSearch, stores, {})
    expect(texts('search-history-item')).toEqual(['g', 'f', 'e', 'd', 'c', 'b'])
    expect(texts('search-hot-item')).toEqual(['新能源', '厦门'])
  })

  it('clears the history only after the user confirms', async () => {
    const { stores } = setup()
    stores.search.add('park')
    await harness.mount(IndexSearch, stores, {})
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as never)
    await click(byTestId('search-history-clear')!)
    expect(texts('search-history-item')).toEqual(['park'])
    modal.mockResolvedValueOnce({ confirm: true, cancel: false } as never)
    await click(byTestId('search-history-clear')!)
    expect(all('search-history-item')).toHaveLength(0)
    expect(stores.search.history).toEqual([])
    expect(byTestId('search-history')?.textContent).toContain('暂无搜索历史')
  })

  it('searches a tapped hot keyword across every kind at once, remembers it and titles each tab with its count', async () => {
    const { stores, search } = setup()
    await harness.mount(IndexSearch, stores, {})
    await click(all('search-hot-item')[1])
    expect(search).toHaveBeenCalledTimes(11)
    expect(search).toHaveBeenCalledWith('project', { keyword: '厦门', pageNum: 1, pageSize: 10 })
    expect(stores.search.history).toEqual(['厦门'])
    expect(byTestId('search-tab-information')?.textContent).toBe('资讯(1)')
    expect(byTestId('search-tab-project')?.textContent).toBe('项目(12)')
    expect(byTestId('search-tab-policy')?.textContent).toBe('政策(0)')
    // Business cards open the person's page (/homepage), so they are shown and counted.
    expect(byTestId('search-tab-userInfo')?.textContent).toBe('用户(1)')
    expect(texts('search-hit').map((t) => t?.includes('Xiamen news'))).toEqual([true])
  })

  it('updates the tab counts when answers arrive after the tabs are shown', async () => {
    const { stores, search } = setup()
    let answer: () => void = () => undefined
    const arrived = new Promise<void>((resolve) => (answer = resolve))
    search.mockImplementation(async (kind: SearchKind) => {
      await arrived
      return FIRST_PAGES[kind] ?? page([])
    })
    await harness.mount(IndexSearch, stores, { keyword: 'Xiamen' })
    expect(byTestId('search-tab-project')?.textContent).toBe('项目(0)')
    answer()
    await harness.settle()
    expect(byTestId('search-tab-project')?.textContent).toBe('项目(12)')
  })

  it('opens a hit by its type code and loads later pages of a tab', async () => {
    const { stores, search } = setup()
    await harness.mount(IndexSearch, stores, { keyword: 'Xiamen' })
    await click(byTestId('search-tab-project')!)
    expect(all('search-hit')).toHaveLength(2)
    await click(all('search-hit')[0])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/content/project-detail/index?id=5' })
    await click(byTestId('search-more')!)
    expect(search).toHaveBeenCalledWith('project', { keyword: 'Xiamen', pageNum: 2, pageSize: 10 })
    expect(texts('search-hit').some((t) => t?.includes('Second page project'))).toBe(true)
    await click(byTestId('search-tab-meeting')!)
    await click(all('search-hit')[0])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/meeting/meeting-details/index?meetingId=3' })
  })

  it('shows the empty state of a kind with no hits and an error state with retry', async () => {
    const { stores, search } = setup()
    search.mockImplementation((kind: SearchKind) =>
      kind === 'park' ? Promise.reject(new Error('offline')) : Promise.resolve(page([])),
    )
    await harness.mount(IndexSearch, stores, { keyword: 'nothing' })
    expect(byTestId('search-empty')?.textContent).toContain('nothing')
    await click(byTestId('search-tab-park')!)
    expect(byTestId('status-error')).not.toBeNull()
  })
})
