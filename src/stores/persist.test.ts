import { makeAutoObservable } from 'mobx'
import { memoryStorage } from '@/platform/storage'
import { persist } from './persist'

class Counter {
  count = 0
  label = 'start'
  /** Not listed for persistence. */
  scratch = 'temp'

  constructor() {
    makeAutoObservable(this)
  }

  set<K extends 'count' | 'label' | 'scratch'>(field: K, value: this[K]) {
    this[field] = value
  }
}

describe('persist', () => {
  it('starts the store with the values already in storage', () => {
    const storage = memoryStorage({ counter: { count: 5, label: 'saved' } })
    const store = new Counter()
    persist(store, 'counter', ['count', 'label'], storage)
    expect(store.count).toBe(5)
    expect(store.label).toBe('saved')
  })

  it('keeps the defaults of fields the saved value does not hold', () => {
    const storage = memoryStorage({ counter: { count: 5 } })
    const store = new Counter()
    persist(store, 'counter', ['count', 'label'], storage)
    expect(store.count).toBe(5)
    expect(store.label).toBe('start')
  })

  it('ignores saved fields that are not listed', () => {
    const storage = memoryStorage({ counter: { count: 1, scratch: 'from storage' } })
    const store = new Counter()
    persist(store, 'counter', ['count'], storage)
    expect(store.scratch).toBe('temp')
  })

  it('leaves the defaults alone when storage holds nothing', () => {
    const storage = memoryStorage()
    const store = new Counter()
    persist(store, 'counter', ['count', 'label'], storage)
    expect(store.count).toBe(0)
    expect(store.label).toBe('start')
  })

  it('writes the listed fields back under its key when one changes', () => {
    const storage = memoryStorage()
    const store = new Counter()
    persist(store, 'counter', ['count', 'label'], storage)
    store.set('count', 3)
    expect(storage.get('counter')).toEqual({ count: 3, label: 'start' })
    store.set('label', 'next')
    expect(storage.get('counter')).toEqual({ count: 3, label: 'next' })
  })

  it('does not write fields that are not listed', () => {
    const storage = memoryStorage()
    const store = new Counter()
    persist(store, 'counter', ['count'], storage)
    store.set('count', 1)
    store.set('scratch', 'changed')
    expect(storage.get('counter')).toEqual({ count: 1 })
  })

  it('stops writing once disposed', () => {
    const storage = memoryStorage()
    const store = new Counter()
    const dispose = persist(store, 'counter', ['count'], storage)
    store.set('count', 1)
    dispose()
    store.set('count', 2)
    expect(storage.get('counter')).toEqual({ count: 1 })
  })

  it('a second store on the same storage starts where the first left off', () => {
    const storage = memoryStorage()
    const first = new Counter()
    persist(first, 'counter', ['count'], storage)
    first.set('count', 9)
    const second = new Counter()
    persist(second, 'counter', ['count'], storage)
    expect(second.count).toBe(9)
  })
})
