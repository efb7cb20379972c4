import type { MapPoint } from '@/contract/content'
import InvestmentMap from './index'
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
    const projectAreaList = jest.fn().mockResolvedValue([{ areaId: 350200, name: '厦门', projects: 2 }])
    await page.mount(InvestmentMap, page.stores({ mapPoints, projectAreaList }), {})
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
