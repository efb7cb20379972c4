import type { RouteKey } from '@/routes/table'
import { reachableRoutes } from './route-doors'

/** Pages for support staff, opened by their address (the seeds name them) and offered to no visitor, with why. */
const BY_ADDRESS_ONLY: Partial<Record<RouteKey, string>> = {
  testPage: 'the environment (surface, build, API base, server answer) that support staff ask a caller to read out',
  testOpenWxmini: 'a launch test of any mini program page, for developers',
}

describe('every route has a way in', () => {
  let doors: ReturnType<typeof reachableRoutes>
  beforeAll(() => {
    doors = reachableRoutes()
  }, 120_000)

  it('is named by a page a person can reach from the tabs', () => {
    expect(doors.all.filter((key) => !doors.reachable.has(key) && !BY_ADDRESS_ONLY[key])).toEqual([])
  })

  it('offers no visitor the support staff’s pages', () => {
    expect(Object.keys(BY_ADDRESS_ONLY).filter((key) => doors.reachable.has(key as RouteKey))).toEqual([])
  })
})
