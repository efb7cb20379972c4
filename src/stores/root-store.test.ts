import { memoryStorage } from '@/platform/storage'
import { RootStore } from './root-store'
import { baseConfig, fakeApi, profile } from './testing/fake-api'

describe('RootStore', () => {
  it('builds every store with defaults on empty storage', () => {
    const { api } = fakeApi()
    const root = new RootStore(api, memoryStorage(), memoryStorage())
    expect(root.api).toBe(api)
    expect(root.app.language).toBe('zh-cn')
    expect(root.user.loggedIn).toBe(false)
    expect(root.area.city.id).toBe(350200)
    expect(root.search.history).toEqual([])
    expect(root.points.rules).toEqual([])
    expect(root.collectibles.list).toEqual([])
  })

  it('gives every store the saved state of the one storage', () => {
    const storage = memoryStorage({
      app: { language: 'en-us' },
      user: { token: 'tok-1', profile: profile() },
      area: { city: { id: 110100, name: 'Beijing', cityType: 1 } },
      search: { history: ['park'] },
      collectibles: { list: [{ isWin: true, nftName: 'Egret', img: 'egret.png' }] },
    })
    const root = new RootStore(fakeApi().api, storage, memoryStorage({ channel: 'ad-1' }))
    expect(root.app.language).toBe('en-us')
    expect(root.app.channelId).toBe('ad-1')
    expect(root.user.token).toBe('tok-1')
    expect(root.area.city.id).toBe(110100)
    expect(root.search.history).toEqual(['park'])
    expect(root.collectibles.list).toHaveLength(1)
  })

  it('keeps each store under its own key, so one store does not overwrite another', () => {
    const storage = memoryStorage()
    const root = new RootStore(fakeApi().api, storage, memoryStorage())
    root.app.setLanguage('en-us')
    root.user.setToken('tok-1')
    root.search.add('park')
    root.collectibles.add({ isWin: true, nftName: 'Egret', img: 'egret.png' })
    root.area.setCity({ id: 1, name: 'A', cityType: 2 }, 'en-us')
    const next = new RootStore(fakeApi().api, storage, memoryStorage())
    expect(next.app.language).toBe('en-us')
    expect(next.user.token).toBe('tok-1')
    expect(next.search.history).toEqual(['park'])
    expect(next.collectibles.list).toHaveLength(1)
    expect(next.area.city.id).toBe(1)
  })

  it('wires the api into the stores that call it', async () => {
    const fake = fakeApi()
    fake.baseConfig.mockResolvedValue(baseConfig({ pointsMallSwitch: true }))
    fake.pointsRules.mockResolvedValue([{ actionType: 31, status: 0, frequency: 1, point: 5, name: 'sign in' }])
    const root = new RootStore(fake.api, memoryStorage(), memoryStorage())
    await root.app.loadBaseConfig()
    await root.points.loadRules()
    expect(root.app.pointsMallOn).toBe(true)
    expect(root.points.rules).toHaveLength(1)
  })
})
