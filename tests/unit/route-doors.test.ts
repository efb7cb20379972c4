import { reachableRoutes } from './route-doors'

describe('every route has a way in', () => {
  it('is named by a page a person can reach from the tabs', () => {
    const { reachable, all } = reachableRoutes()
    expect(all.filter((key) => !reachable.has(key))).toEqual([])
  }, 120_000)
})
