import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { memoryStorage } from '../../../platform/storage'
import type { Api } from '../../../services/api'
import type { ProjectDetail as Project } from '../../../services/api/common-client.dto'
import { ContentType } from '../../../services/api/common.dto'
import { ApiError } from '../../../services/http/errors'
import { StoreContext } from '../../../stores/context'
import { RootStore } from '../../../stores/root-store'
import ProjectDetail from './index'

const project: Project = {
  id: 3,
  type: 1,
  title: '厦门海沧生物医药产业园项目',
  cover: '/static/img/project-3.svg',
  industry: '生物医药',
  carrier: '产业园区',
  investMode: '独资',
  region: '厦门市',
  investAmount: 1_250_000_000,
  pushTime: new Date(2026, 8, 1).getTime(),
  views: 10,
  summary: '总投资12.5亿元',
  content: '<p>项目概况</p><script>window.__ran = true</script><a href="javascript:alert(1)">链接</a>',
  images: ['/static/img/project-3-1.svg'],
  contactName: '王先生',
  contactPhone: '138****5678',
}

function setup(token = '') {
  const api = {
    common: { projectDetail: jest.fn().mockResolvedValue(project), baseConfig: jest.fn() },
    user: {
      checkCollect: jest.fn().mockResolvedValue({ collected: true }),
      collect: jest.fn().mockResolvedValue({ collected: false }),
      userInfo: jest.fn().mockResolvedValue(null),
    },
  }
  const stores = new RootStore(api as unknown as Api, memoryStorage(token ? { user: { token, profile: null } } : {}), memoryStorage())
  return { api, stores }
}

let testUtils: TestUtils
const toasts: string[] = []

async function mount(stores: RootStore, params: Record<string, string> = { id: '3', type: '1' }) {
  Current.router = { params, path: '/packages/content/project-detail/index' } as unknown as typeof Current.router
  testUtils = new TestUtils()
  const Harness = () => (
    <StoreContext.Provider value={stores}>
      <ProjectDetail />
    </StoreContext.Provider>
  )
  await testUtils.mount(Harness, { props: {} })
  await settle()
}

async function settle() {
  await testUtils.act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)

beforeEach(() => {
  toasts.length = 0
  jest.spyOn(Taro, 'showToast').mockImplementation((options) => {
    toasts.push(String(options?.title))
    return Promise.resolve({ errMsg: 'ok' })
  })
  jest.spyOn(Taro, 'setNavigationBarTitle').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'packages/content/project-detail/index', options: {} }] as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('project detail page', () => {
  it('shows the project from the server with its facts and sanitised rich text', async () => {
    const { api, stores } = setup()
    await mount(stores)
    expect(api.common.projectDetail).toHaveBeenCalledWith('3', '1')
    expect(byTestId('detail-title')?.textContent).toBe(project.title)
    const body = document.body.innerHTML
    expect(body).toContain('12.50亿')
    expect(body).toContain('138****5678')
    const rich = document.querySelector('.rich-content')!.innerHTML
    expect(rich).toContain('项目概况')
    expect(rich).not.toMatch(/<script|javascript:/i)
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined()
  })

  it('asks a visitor who is not logged in to log in instead of collecting', async () => {
    const { api, stores } = setup()
    await mount(stores)
    expect(api.user.checkCollect).not.toHaveBeenCalled()
    await testUtils.act(async () => testUtils.fireEvent.click(byTestId('collect-button')!))
    await settle()
    expect(api.user.collect).not.toHaveBeenCalled()
    expect(toasts).toContain('登录后可收藏')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('reads the collect state when logged in and toggles it through unify/collect', async () => {
    const { api, stores } = setup('token-1')
    await mount(stores)
    expect(api.user.checkCollect).toHaveBeenCalledWith({ contentId: 3, contentType: ContentType.project })
    expect(byTestId('collect-button')?.textContent).toContain('已收藏')
    await testUtils.act(async () => testUtils.fireEvent.click(byTestId('collect-button')!))
    await settle()
    expect(api.user.collect).toHaveBeenCalledWith({ contentId: 3, contentType: ContentType.project })
    expect(byTestId('collect-button')?.textContent).toContain('收藏')
    expect(byTestId('collect-button')?.textContent).not.toContain('已收藏')
    expect(toasts).toContain('已取消收藏')
  })

  it('says the content is gone, without a retry, when the server answers 404', async () => {
    const { api, stores } = setup()
    api.common.projectDetail.mockRejectedValue(new ApiError('server', { code: 404, msg: 'not found' }))
    await mount(stores, { id: '999' })
    expect(byTestId('status-error')?.textContent).toContain('内容不存在或已下线')
    expect(document.body.innerHTML).not.toContain('重试')
  })

  it('offers a retry after a network error, and the retry loads the project', async () => {
    const { api, stores } = setup()
    api.common.projectDetail.mockRejectedValueOnce(new ApiError('network'))
    await mount(stores)
    expect(byTestId('status-error')?.textContent).toContain('加载失败')
    const retry = byTestId('status-error')!.querySelector('.nut-button')!
    await testUtils.act(async () => testUtils.fireEvent.click(retry))
    await settle()
    expect(byTestId('detail-title')?.textContent).toBe(project.title)
  })
})
