import { routeKeyOf } from '@/routes/derive'
import { buildCommonModules } from '../../server/src/fair/seed'

describe('the seeded home banners and quick entries', () => {
  it('open routes the app serves', () => {
    const unserved = buildCommonModules()
      .map((module) => module.link)
      .filter((link) => !routeKeyOf(link))
    expect(unserved).toEqual([])
  })

  it('are checked against the route table (an address it does not serve is caught)', () => {
    expect(routeKeyOf('/projectList')).toBe('projectList')
    expect(routeKeyOf('/no-such-page')).toBeUndefined()
  })
})
