import type { Page, SearchQuery } from '@/contract/common'
import { ContentType } from '@/contract/common.codes'
import type { SearchHit } from '@/contract/search'
import type { SearchKind } from '@/contract/search.codes'
import { SearchResults } from './search-results'

const hit = (id: number, type: number = ContentType.project): SearchHit => ({
  id,
  type,
  title: `hit ${id}`,
  summary: '',
  cover: '',
  time: 0,
})
const page = (list: SearchHit[], total: number, pageNum = 1): Page<SearchHit> => ({
  list,
  total,
  pageNum,
  pageSize: 10,
})

describe('SearchResults', () => {
  it('drops the answers of an older keyword', async () => {
    let answerOld: (p: Page<SearchHit>) => void = () => undefined
    const fetch = jest.fn((_kind: SearchKind, q: SearchQuery) =>
      q.keyword === 'old'
        ? new Promise<Page<SearchHit>>((resolve) => (answerOld = resolve))
        : Promise.resolve(page([hit(2)], 1)),
    )
    const results = new SearchResults(['project'], fetch)
    const older = results.run('old')
    await results.run('new')
    answerOld(page([hit(1)], 1))
    await older
    expect(results.keyword).toBe('new')
    expect(results.result('project')?.hits.map((h) => h.id)).toEqual([2])
  })

  it('names the first kind in tab order that has hits, once every first page answered', async () => {
    const fetch = (kind: SearchKind) => Promise.resolve(kind === 'information' ? page([], 0) : page([hit(1)], 1))
    const results = new SearchResults(['information', 'project', 'park'], fetch)
    const running = results.run('port')
    expect(results.loading).toBe(true)
    await running
    expect(results.loading).toBe(false)
    expect(results.firstWithHits()).toBe('project')
  })

  it('names no kind when nothing was found', async () => {
    const results = new SearchResults(['information', 'project'], () => Promise.resolve(page([], 0)))
    await results.run('nothing')
    expect(results.firstWithHits()).toBeUndefined()
  })

  it('appends later pages until the total is reached', async () => {
    const fetch = jest.fn((_kind: SearchKind, q: SearchQuery) =>
      Promise.resolve(
        page(
          Array.from({ length: q.pageNum === 1 ? 10 : 2 }, (_, i) => hit(q.pageNum * 100 + i)),
          12,
          q.pageNum,
        ),
      ),
    )
    const results = new SearchResults(['project'], fetch)
    await results.run(' port ')
    expect(fetch).toHaveBeenCalledWith('project', { keyword: 'port', pageNum: 1, pageSize: 10 })
    expect(results.hasMore('project')).toBe(true)
    await results.loadMore('project')
    expect(results.result('project')?.hits).toHaveLength(12)
    expect(results.hasMore('project')).toBe(false)
    await results.loadMore('project')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('counts a kind whose hits cannot be opened as 0 and shows it empty', async () => {
    const results = new SearchResults(['policy'], () => Promise.resolve(page([hit(1, 21)], 4)))
    await results.run('lin')
    expect(results.count('policy')).toBe(0)
    expect(results.result('policy')?.status).toBe('empty')
    expect(results.hasMore('policy')).toBe(false)
  })

  it('shows investment-circle posts found by dynamicSearch', async () => {
    const results = new SearchResults(['dynamic'], () => Promise.resolve(page([hit(1, 28)], 1)))
    await results.run('lin')
    expect(results.count('dynamic')).toBe(1)
    expect(results.result('dynamic')?.status).toBe('ready')
  })

  it('shows people (business cards) found by userInfoSearch', async () => {
    const results = new SearchResults(['userInfo'], () => Promise.resolve(page([hit(1, 0)], 1)))
    await results.run('lin')
    expect(results.count('userInfo')).toBe(1)
    expect(results.result('userInfo')?.status).toBe('ready')
  })

  it('keeps the hits shown when a later page fails, and marks it for retry', async () => {
    const fetch = jest.fn((_kind: SearchKind, q: SearchQuery) =>
      q.pageNum === 1 ? Promise.resolve(page([hit(1)], 20)) : Promise.reject(new Error('offline')),
    )
    const results = new SearchResults(['project'], fetch)
    await results.run('x')
    await results.loadMore('project')
    expect(results.result('project')).toMatchObject({ moreFailed: true, loadingMore: false })
    expect(results.result('project')?.hits).toHaveLength(1)
  })
})
