import { city } from '@/contract/city.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import PcIntroduction from './index'
import { pageHarness } from '../../../../../tests/unit/page-harness'

const xiamen = {
  id: 350200,
  name: '厦门',
  cityType: 1,
  slogan: '海上花园',
  summary: '',
  cover: '/static/img/city-1.svg',
  banner: '',
  content: '<p>厦门概况</p>',
  images: [],
  figures: { gdp: 8589.01, gdpGrowth: 5.5, population: 535, landArea: 1700, statYear: 2024 },
  address: '厦门市思明区',
  hotline: '0592-0000000',
}

const page = pageHarness('packages/city/pc/introduction/index')
const { byTestId } = page

describe('zone introduction', () => {
  it('shows the city profile as an article with its figures, asking for it once for the frame and the page', async () => {
    const areaInfo = jest.fn().mockResolvedValue(xiamen)
    const stores = page.stores({ baseConfig: jest.fn(), call: answering(answer(city.areaInfo, areaInfo)) })
    await page.mount(PcIntroduction, stores, {})
    expect(areaInfo).toHaveBeenCalledTimes(1)
    expect(byTestId('pc-nav-introduction')?.getAttribute('aria-current')).toBe('page')
    expect(byTestId('detail-title')?.textContent).toBe('厦门')
    expect(document.querySelector('.rich-content')?.textContent).toContain('厦门概况')
    expect(byTestId('pc-facts')?.textContent).toContain('8589.01 亿元')
    expect(byTestId('pc-facts')?.textContent).toContain('0592-0000000')
    // The city is not collected, and the introduction lists no related items.
    expect(byTestId('collect-button')).toBeNull()
    expect(byTestId('pc-related')).toBeNull()
  })
})
