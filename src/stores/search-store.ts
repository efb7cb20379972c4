import { makeAutoObservable } from 'mobx'
import type { KeyValueStorage } from '@/platform/storage'
import { KEYWORD_HISTORY_MAX, pushBounded } from '@/utils/bounded-history'
import { persist } from './persist'

/** Keyword history: 6 distinct entries, most recent first (seed 000 section 5). */
export class SearchStore {
  history: string[] = []
  /** A keyword another page asked the search tab to run (a tab opens without a query). */
  requested = ''

  constructor(storage: KeyValueStorage) {
    makeAutoObservable(this)
    persist(this, 'search', ['history'], storage)
  }

  add(keyword: string) {
    const clean = keyword.trim()
    if (clean) this.history = pushBounded(this.history, clean, KEYWORD_HISTORY_MAX)
  }

  clear() {
    this.history = []
  }

  /** Asks the search tab to run `keyword` when it shows. */
  request(keyword: string) {
    this.requested = keyword.trim()
  }

  /** The keyword asked for, once: reading it clears it. */
  takeRequested(): string {
    const keyword = this.requested
    this.requested = ''
    return keyword
  }
}
