import { memoryStorage } from '@/platform/storage'
import { AreaStore, DEFAULT_CITY, type City } from './area-store'

const city = (id: number, name = `city-${id}`, cityType = 2): City => ({ id, name, cityType })
const ids = (list: { id: number }[]) => list.map((c) => c.id)

describe('AreaStore', () => {
  it('defaults to Xiamen, id 350200, city type 1', () => {
    const store = new AreaStore(memoryStorage())
    expect(store.city).toEqual({ id: 350200, name: '厦门', cityType: 1 })
    expect(DEFAULT_CITY).toEqual({ id: 350200, name: '厦门', cityType: 1 })
    expect(store.history).toEqual([])
  })

  describe('setCity', () => {
    it('makes the city the default and puts it first in the history of that language', () => {
      const store = new AreaStore(memoryStorage())
      store.setCity(city(1), 'zh-cn')
      store.setCity(city(2), 'zh-cn')
      expect(store.city).toEqual(city(2))
      expect(store.historyFor('zh-cn')).toEqual([
        { ...city(2), lang: 'zh-cn' },
        { ...city(1), lang: 'zh-cn' },
      ])
    })

    it('keeps each city once, moving a re-picked city to the front', () => {
      const store = new AreaStore(memoryStorage())
      for (const id of [1, 2, 3]) store.setCity(city(id), 'zh-cn')
      store.setCity(city(1, 'renamed'), 'zh-cn')
      expect(ids(store.historyFor('zh-cn'))).toEqual([1, 3, 2])
      expect(store.historyFor('zh-cn')[0].name).toBe('renamed')
    })

    it('keeps the 9 most recent cities of a language', () => {
      const store = new AreaStore(memoryStorage())
      for (let id = 1; id <= 12; id++) store.setCity(city(id), 'zh-cn')
      expect(ids(store.historyFor('zh-cn'))).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4])
    })

    it("keeps other languages' entries while a language fills its own 9", () => {
      const store = new AreaStore(memoryStorage())
      store.setCity(city(100), 'en-us')
      store.setCity(city(101), 'en-us')
      for (let id = 1; id <= 12; id++) store.setCity(city(id), 'zh-cn')
      expect(ids(store.historyFor('en-us'))).toEqual([101, 100])
      expect(store.historyFor('zh-cn')).toHaveLength(9)
      expect(store.history).toHaveLength(11)
    })

    it('the same city may appear in the history of both languages', () => {
      const store = new AreaStore(memoryStorage())
      store.setCity(city(1), 'zh-cn')
      store.setCity(city(1), 'en-us')
      expect(ids(store.historyFor('zh-cn'))).toEqual([1])
      expect(ids(store.historyFor('en-us'))).toEqual([1])
    })

    it('tags every history entry with its language', () => {
      const store = new AreaStore(memoryStorage())
      store.setCity(city(1), 'en-us')
      expect(store.history).toEqual([{ ...city(1), lang: 'en-us' }])
    })
  })

  describe('setCityId', () => {
    it('picks the city by id, name unknown until the area call answers', () => {
      const store = new AreaStore(memoryStorage())
      store.setCityId(110100)
      expect(store.city.id).toBe(110100)
      expect(store.city.name).toBe('')
      expect(store.city.cityType).toBe(DEFAULT_CITY.cityType)
    })

    it('keeps the known name when the id is already the default city', () => {
      const store = new AreaStore(memoryStorage())
      store.setCityId(350200)
      expect(store.city).toEqual(DEFAULT_CITY)
    })
  })

  describe('persistence', () => {
    it('starts with the saved city and history', () => {
      const saved = { city: city(5), history: [{ ...city(5), lang: 'zh-cn' }] }
      const store = new AreaStore(memoryStorage({ area: saved }))
      expect(store.city).toEqual(city(5))
      expect(ids(store.historyFor('zh-cn'))).toEqual([5])
    })

    it('writes changes back for the next launch', () => {
      const storage = memoryStorage()
      const first = new AreaStore(storage)
      first.setCity(city(1), 'zh-cn')
      first.setCity(city(2), 'en-us')
      const next = new AreaStore(storage)
      expect(next.city).toEqual(city(2))
      expect(ids(next.historyFor('zh-cn'))).toEqual([1])
      expect(ids(next.historyFor('en-us'))).toEqual([2])
    })
  })

  it('names the current city from the area call without touching the history; other cities are ignored', () => {
    const store = new AreaStore(memoryStorage())
    store.setCityId(350100)
    store.describeCity(city(350500, '泉州'))
    expect(store.city).toEqual({ id: 350100, name: '', cityType: 1 })
    store.describeCity(city(350100, '福州'))
    expect(store.city).toEqual(city(350100, '福州'))
    expect(store.history).toEqual([])
  })
})
