import Taro from '@tarojs/taro'
import type { CommonModule } from '@/contract/fair'
import { fair } from '@/contract/fair.endpoints'
import { keywords, searches } from '@/contract/search.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import Home from './index'
import { pageHarness } from '../../../tests/unit/page-harness'

const page = pageHarness('pages/home/index')

const homeModule = (id: number, type: CommonModule['type'], title: string, link: string): CommonModule => ({
  id,
  type,
  title,
  image: `/static/img/m-${id}.svg`,
  link,
  sort: id,
})
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 5 })
const project = { id: 3, type: 2, projectType: 1, title: '厦门港物流园', cover: '', summary: '' }
const news = { id: 8, title: '投洽会开幕', summary: '', cover: '', category: 'fair', source: '新华社', publishTime: 0 }

function setup(state = { fails: false }) {
  const modules = jest.fn(({ type }: { type: CommonModule['type'] }) =>
    type === 'banner'
      ? [homeModule(1, 'banner', '开幕', '/zjdt')]
      : [homeModule(2, 'entry', '项目', '/projectList'), homeModule(3, 'entry', '展会', '/exhibitionList')],
  )
  const call = answering(
    answer(fair.modules, (request) => (state.fails ? Promise.reject(new Error('offline')) : modules(request))),
    answer(searches.project, () =>
      pageOf([
        {
          ...project,
          industry: '物流',
          carrier: '',
          investMode: '独资',
          region: '厦门',
          investAmount: 0,
          pushTime: 0,
          views: 0,
        },
      ]),
    ),
    answer(searches.information, () => pageOf([{ ...news, views: 0 }])),
    answer(keywords.hot, () => [{ keyword: '新能源', count: 9 }]),
  )
  return { call, stores: page.stores({ call, baseConfig: jest.fn(), userInfo: jest.fn().mockResolvedValue(null) }) }
}

describe('the home tab', () => {
  it('shows the entries, the hot keywords, the latest projects and news, each project opening as its own kind', async () => {
    const { stores } = setup()
    await page.mount(Home, stores, {})
    expect(page.all('home-entry').map((entry) => entry.textContent)).toEqual(['项目', '展会'])
    expect(page.text('home-hot')).toContain('新能源')
    expect(page.all('news-card').map((card) => card.textContent)).toEqual([expect.stringContaining('投洽会开幕')])
    await page.click(page.all('project-card')[0])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/packages/content/project-detail/index?id=3&type=1' })
  })

  it('offers a retry when the home cannot be read, and shows it once it can', async () => {
    const state = { fails: true }
    await page.mount(Home, setup(state).stores, {})
    expect(page.all('home-entry')).toHaveLength(0)
    state.fails = false
    await page.click(page.byTestId('status-error')!.querySelector('.nut-button')!)
    expect(page.all('home-entry')).toHaveLength(2)
  })
})
