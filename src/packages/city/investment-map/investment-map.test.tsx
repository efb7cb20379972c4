import type { MapPoint } from '@/contract/content'
import { investmentMap } from '@/contract/content.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import InvestmentMap from './index'
import TencentMap from './tencent-map'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/city/investment-map/index')
const { byTestId, all } = page

const point = (kind: MapPoint['kind'], id: number, district: string): MapPoint => ({
  kind,
  id,
  title: `${district}${kind === 'project' ? '项目' : '园区'}${id}`,
  region: '厦门市',
  district,
  latitude: 24.48,
  longitude: 118.09,
})

describe('the investment map without a map key', () => {
  it('is a list of projects and parks grouped by place, saying where the map is, narrowed by kind', async () => {
    const mapPoints = jest.fn(() =>
      Promise.resolve([point('project', 1, '湖里区'), point('park', 2, '湖里区'), point('project', 3, '海沧区')]),
    )
    const areas = () => [{ areaId: 350200, name: '厦门', projects: 2 }]
    const call = answering(answer(investmentMap.points, mapPoints), answer(investmentMap.areas, areas))
    await page.mount(InvestmentMap, page.stores({ call }), {})
    expect(byTestId('map-fallback')?.textContent).toContain('网页版未配置地图服务')
    expect(all('map-place').map((p) => p.querySelector('.city-card__heading')?.textContent)).toEqual([
      '湖里区',
      '海沧区',
    ])
    expect(all('map-point')).toHaveLength(3)
    await page.click(byTestId('map-kind-park')!)
    expect(mapPoints).toHaveBeenLastCalledWith({ kind: 'park', areaId: undefined })
    await page.click(all('map-area')[0])
    expect(mapPoints).toHaveBeenLastCalledWith({ kind: 'park', areaId: '350200' })
  })
})

/** A stand-in for Tencent's JavaScript API GL: records the marker layers, and lets a test tap a marker. */
function fakeTencentMaps() {
  const anything = (): unknown =>
    new Proxy(() => undefined, { get: (_target, name) => (name === 'map' ? true : anything), apply: () => anything() })
  class LatLng {
    constructor(
      public lat: number,
      public lng: number,
    ) {}
  }
  class MultiMarker {
    private handlers: Record<string, (event: unknown) => void> = {}
    geometries: { id: string; position: LatLng }[]
    constructor(options: { geometries: { id: string; position: LatLng }[] }) {
      this.geometries = options.geometries
      layers.push(this)
    }
    on(name: string, handler: (event: unknown) => void) {
      this.handlers[name] = handler
    }
    /** What a person's tap on the marker with this id does. */
    tap(id: string) {
      this.handlers.click?.({ geometry: { id } })
    }
    setGeometries(geometries: { id: string; position: LatLng }[]) {
      this.geometries = geometries
    }
    setStyles() {}
    setMap() {}
  }
  const layers: MultiMarker[] = []
  class FakeMap {
    constructor() {
      return new Proxy(this, { get: (_target, name) => (name === 'getControl' ? () => anything() : anything) })
    }
  }
  const TMap = {
    Map: FakeMap,
    LatLng,
    MultiMarker,
    MarkerStyle: class {},
    constants: { CONTROL_POSITION: {} },
  }
  Object.assign(window, { TMap })
  return { layers, remove: () => delete (window as { TMap?: unknown }).TMap }
}

describe('the investment map on H5 with a map key', () => {
  const props = (points: MapPoint[]) => ({
    apiKey: 'TEST-KEY',
    points,
    onOpen: jest.fn(),
    onFailed: jest.fn(),
  })

  it('puts a marker on Tencent’s map for every point, and a tapped marker opens its point', async () => {
    const maps = fakeTencentMaps()
    const given = props([point('project', 1, '湖里区'), point('park', 2, '海沧区')])
    await page.mount(() => <TencentMap {...given} />, page.stores({}), {})
    expect(byTestId('map-canvas')).not.toBeNull()
    expect(maps.layers).toHaveLength(1)
    expect(maps.layers[0].geometries.map((g) => g.position)).toEqual([
      { lat: 24.48, lng: 118.09 },
      { lat: 24.48, lng: 118.09 },
    ])
    maps.layers[0].tap('1')
    expect(given.onOpen).toHaveBeenCalledWith(given.points[1])
    expect(given.onFailed).not.toHaveBeenCalled()
    maps.remove()
  })

  it('gives up when Tencent’s script does not arrive, so the page can fall back to the list', async () => {
    // Clocks that also move on their own, so the mount still settles.
    jest.useFakeTimers({ advanceTimers: true })
    const given = props([point('project', 1, '湖里区')])
    await page.mount(() => <TencentMap {...given} />, page.stores({}), {})
    jest.advanceTimersByTime(9_000)
    expect(given.onFailed).not.toHaveBeenCalled()
    jest.advanceTimersByTime(2_000)
    expect(given.onFailed).toHaveBeenCalledTimes(1)
    jest.useRealTimers()
  })
})
