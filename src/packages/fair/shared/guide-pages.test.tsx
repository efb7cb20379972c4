import Taro from '@tarojs/taro'
import type { GuideChapter } from '@/contract/fair'
import { guide } from '@/contract/fair.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import { guideEntry } from '../../../../tests/unit/guide-fixtures'
import { pageHarness } from '../../../../tests/unit/page-harness'
import Antiepidemic from '../antiepidemic/index'
import ExhibitorGuide from '../exhibitor-guide/index'
import Handbook from '../handbook/index'

const page = pageHarness('packages/fair/handbook/index')
const { byTestId, all } = page

const chapter = (id: number, title: string): GuideChapter => ({
  id,
  code: `handbook.${id}`,
  title,
  content: `<p>${title}的说明</p>`,
  phones: [],
  emails: [],
})

/** Stores whose guide endpoints answer by the fakes given; nothing else is faked. */
const storesOf = (...answers: Parameters<typeof answering>) =>
  page.stores({ call: answering(...answers), userInfo: jest.fn().mockResolvedValue(null) })

describe("the fair guide's pages", () => {
  it('shows the handbook in chapters under its notice, with the ways on below them', async () => {
    const chapters = jest.fn().mockResolvedValue([chapter(1, '会期'), chapter(2, '交通')])
    await page.mount(Handbook, storesOf(answer(guide.chapters, chapters)), {})
    expect(chapters).toHaveBeenCalledWith({ prefix: 'handbook' })
    expect(byTestId('handbook-page')?.textContent).toContain('第二十五届投洽会参会手册')
    expect(all('guide-chapter').map((card) => card.textContent)).toEqual(['会期会期的说明', '交通交通的说明'])
    await page.click(byTestId('tile-hotelOrder')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: expect.stringContaining('hotel-order') })
  })

  it('leads from health and safety to the health declaration', async () => {
    const chapters = jest.fn().mockResolvedValue([chapter(3, '防护须知')])
    await page.mount(Antiepidemic, storesOf(answer(guide.chapters, chapters)), {})
    expect(chapters).toHaveBeenCalledWith({ prefix: 'health' })
    await page.click(byTestId('health-declare')!)
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: expect.stringContaining('mypage-antiepidemic') })
  })

  it("lists a shelf's articles, each opening its page", async () => {
    const list = jest.fn().mockResolvedValue([guideEntry(12, 'exhibitor.booth', '展位搭建')])
    await page.mount(ExhibitorGuide, storesOf(answer(guide.list, list)), {})
    expect(list).toHaveBeenCalledWith({ prefix: 'exhibitor' })
    expect(byTestId('exhibitionGuideList-list')?.textContent).toContain('从参展申请到撤展')
    await page.click(all('guide-entry')[0])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: expect.stringMatching(/exhibitor-guide-detail.*id=12/) })
  })
})
