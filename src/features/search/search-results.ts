import { makeAutoObservable, runInAction } from 'mobx'
import type { Page, SearchQuery } from '@/contract/common'
import type { SearchHit } from '@/contract/search'
import type { SearchKind } from '@/contract/search.codes'
import { isShown } from './hit-links'

export const SEARCH_PAGE_SIZE = 10

export type KindStatus = 'loading' | 'ready' | 'empty' | 'error'

/** The hits of one search kind for the current keyword. */
export interface KindResult {
  status: KindStatus
  /** Hits the page shows (codes it can open), in server order. */
  hits: SearchHit[]
  total: number
  pageNum: number
  loadingMore: boolean
  moreFailed: boolean
  /** Every hit loaded so far was of a code that is not shown. */
  nothingShown: boolean
}

export type SearchFetch = (kind: SearchKind, query: SearchQuery) => Promise<Page<SearchHit>>

const emptyResult = (): KindResult => ({
  status: 'loading',
  hits: [],
  total: 0,
  pageNum: 0,
  loadingMore: false,
  moreFailed: false,
  nothingShown: false,
})

/**
 * One keyword across several search kinds: the first page of every kind is fetched at once (for the counts),
 * later pages per kind on demand. Answers for an older keyword are dropped.
 */
export class SearchResults {
  keyword = ''
  byKind = new Map<SearchKind, KindResult>()
  private generation = 0

  constructor(
    readonly kinds: readonly SearchKind[],
    private readonly fetch: SearchFetch,
  ) {
    makeAutoObservable<SearchResults, 'fetch' | 'generation'>(this, { kinds: false, fetch: false, generation: false })
  }

  /** Searches every kind for the keyword (trimmed); resolves when all first pages have answered. */
  async run(keyword: string): Promise<void> {
    const mine = ++this.generation
    this.keyword = keyword.trim()
    this.byKind = new Map(this.kinds.map((kind) => [kind, emptyResult()]))
    await Promise.all(
      this.kinds.map(async (kind) => {
        try {
          const page = await this.fetch(kind, { keyword: this.keyword, pageNum: 1, pageSize: SEARCH_PAGE_SIZE })
          if (mine !== this.generation) return
          runInAction(() => this.byKind.set(kind, this.firstPage(page)))
        } catch {
          if (mine !== this.generation) return
          runInAction(() => this.byKind.set(kind, { ...emptyResult(), status: 'error' }))
        }
      }),
    )
  }

  /** Fetches one kind's first page again (after an error). */
  async retry(kind: SearchKind): Promise<void> {
    const mine = this.generation
    this.byKind.set(kind, emptyResult())
    try {
      const page = await this.fetch(kind, { keyword: this.keyword, pageNum: 1, pageSize: SEARCH_PAGE_SIZE })
      if (mine === this.generation) runInAction(() => this.byKind.set(kind, this.firstPage(page)))
    } catch {
      if (mine === this.generation) runInAction(() => this.byKind.set(kind, { ...emptyResult(), status: 'error' }))
    }
  }

  /** Back to no search (the page shows history and hot keywords again). */
  reset(): void {
    this.generation++
    this.keyword = ''
    this.byKind = new Map()
  }

  result(kind: SearchKind): KindResult | undefined {
    return this.byKind.get(kind)
  }

  /** The number shown in the kind's tab: the server's total, or 0 when none of its hits can be shown. */
  count(kind: SearchKind): number {
    const result = this.byKind.get(kind)
    return !result || result.nothingShown ? 0 : result.total
  }

  /** The first kind, in tab order, whose first page has hits to show. */
  firstWithHits(): SearchKind | undefined {
    return this.kinds.find((kind) => this.byKind.get(kind)?.status === 'ready')
  }

  /** Whether any kind is still waiting for its first page. */
  get loading(): boolean {
    return this.kinds.some((kind) => this.byKind.get(kind)?.status === 'loading')
  }

  hasMore(kind: SearchKind): boolean {
    const result = this.byKind.get(kind)
    return (
      !!result && result.status === 'ready' && !result.nothingShown && result.pageNum * SEARCH_PAGE_SIZE < result.total
    )
  }

  /** Appends the kind's next page; a failure keeps the hits already shown and offers a retry. */
  async loadMore(kind: SearchKind): Promise<void> {
    const result = this.byKind.get(kind)
    if (!result || result.loadingMore || !this.hasMore(kind)) return
    const mine = this.generation
    result.loadingMore = true
    result.moreFailed = false
    try {
      const page = await this.fetch(kind, {
        keyword: this.keyword,
        pageNum: result.pageNum + 1,
        pageSize: SEARCH_PAGE_SIZE,
      })
      if (mine !== this.generation) return
      runInAction(() => {
        result.hits = [...result.hits, ...page.list.filter(isShown)]
        result.pageNum += 1
        result.total = page.total
      })
    } catch {
      if (mine === this.generation) runInAction(() => (result.moreFailed = true))
    } finally {
      runInAction(() => (result.loadingMore = false))
    }
  }

  private firstPage(page: Page<SearchHit>): KindResult {
    const hits = page.list.filter(isShown)
    const nothingShown = page.list.length > 0 && hits.length === 0
    return {
      ...emptyResult(),
      status: hits.length > 0 ? 'ready' : 'empty',
      hits,
      total: page.total,
      pageNum: 1,
      nothingShown,
    }
  }
}
