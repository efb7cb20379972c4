import Taro from '@tarojs/taro'
import type { ExhibitionAreaCard, ExhibitionHall } from '@/contract/exhibition'
import { exhibition } from '@/contract/exhibition.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import ExhibitionAreaNav from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../tests/unit/page-harness'

const area = (id: number, hall: string): ExhibitionAreaCard => ({
  id,
  exhibitionId: 1,
  exhibitionName: '投资促进展区',
  hall,
  name: `展区 ${id}`,
  summary: '',
  cover: `/static/img/area-${id}.svg`,
  boothCount: id,
})

const HALLS: ExhibitionHall[] = [
  { hall: 'A1', areas: [area(1, 'A1'), area(2, 'A1')] },
  { hall: 'B2', areas: [area(5, 'B2')] },
]

const page = pageHarness('packages/exhibition/area-nav/index')
const { all } = page
stubIntersectionObserver()

function setup(halls: ExhibitionHall[]) {
  const areaList = jest.fn().mockResolvedValue(halls)
  return { areaList, stores: page.stores({ call: answering(answer(exhibition.areaList, areaList)) }) }
}

describe('hall guide page', () => {
  it("shows a section per hall with its zones, of the address's exhibition; a zone opens its page", async () => {
    const { areaList, stores } = setup(HALLS)
    await page.mount(ExhibitionAreaNav, stores, { exhibitionId: '1' })
    expect(areaList).toHaveBeenCalledWith({ exhibitionId: '1' })
    expect(all('hall-section').map((s) => s.querySelector('.detail__heading')?.textContent)).toEqual(['A1 馆', 'B2 馆'])
    expect(all('area-nav-item')).toHaveLength(3)
    await page.click(all('area-nav-item')[2])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/exhibition/area-detail/index?id=5' })
  })

  it('asks for every exhibition without one in the address, and says so when there is no hall', async () => {
    const { areaList, stores } = setup([])
    await page.mount(ExhibitionAreaNav, stores, {})
    expect(areaList).toHaveBeenCalledWith({ exhibitionId: '' })
    expect(page.byTestId('status-empty')).not.toBeNull()
  })
})
