import { memoryStorage } from '@/platform/storage'
import { SearchStore } from './search-store'

describe('SearchStore', () => {
  it('starts empty', () => {
    expect(new SearchStore(memoryStorage()).history).toEqual([])
  })

  it('puts the most recent keyword first', () => {
    const store = new SearchStore(memoryStorage())
    store.add('park')
    store.add('project')
    expect(store.history).toEqual(['project', 'park'])
  })

  it('keeps each keyword once, moving a repeated one to the front', () => {
    const store = new SearchStore(memoryStorage())
    for (const k of ['a', 'b', 'c']) store.add(k)
    store.add('a')
    expect(store.history).toEqual(['a', 'c', 'b'])
  })

  it('keeps at most 6 keywords, dropping the oldest', () => {
    const store = new SearchStore(memoryStorage())
    for (const k of ['1', '2', '3', '4', '5', '6', '7', '8']) store.add(k)
    expect(store.history).toEqual(['8', '7', '6', '5', '4', '3'])
  })

  it('trims keywords, so padded repeats are the same keyword', () => {
    const store = new SearchStore(memoryStorage())
    store.add('  new energy ')
    store.add('new energy')
    expect(store.history).toEqual(['new energy'])
  })

  it('ignores empty and blank keywords', () => {
    const store = new SearchStore(memoryStorage())
    store.add('park')
    store.add('')
    store.add('   ')
    expect(store.history).toEqual(['park'])
  })

  it('clears the history, also for the next launch', () => {
    const storage = memoryStorage()
    const store = new SearchStore(storage)
    store.add('park')
    store.clear()
    expect(store.history).toEqual([])
    expect(new SearchStore(storage).history).toEqual([])
  })

  it('starts with the saved history and writes changes back', () => {
    const storage = memoryStorage({ search: { history: ['old'] } })
    const store = new SearchStore(storage)
    expect(store.history).toEqual(['old'])
    store.add('new')
    expect(new SearchStore(storage).history).toEqual(['new', 'old'])
  })

  it('hands a requested keyword to the search tab once', () => {
    const store = new SearchStore(memoryStorage())
    store.request('  半导体 ')
    expect(store.takeRequested()).toBe('半导体')
    expect(store.takeRequested()).toBe('')
  })
})
