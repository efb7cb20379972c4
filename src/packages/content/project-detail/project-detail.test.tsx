import Taro from '@tarojs/taro'
import { ContentType } from '@/contract/common.codes'
import type { ProjectDetail as Project } from '@/contract/content'
import { ApiError } from '@/services/http/errors'
import ProjectDetail from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

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
    projectDetail: jest.fn().mockResolvedValue(project),
    baseConfig: jest.fn(),
    checkCollect: jest.fn().mockResolvedValue({ collected: true }),
    collect: jest.fn().mockResolvedValue({ collected: false }),
    userInfo: jest.fn().mockResolvedValue(null),
    projectBrowsingRecord: jest.fn().mockResolvedValue(null),
  }
  const stores = page.stores(api, token)
  return { api, stores }
}

const page = pageHarness('packages/content/project-detail/index')
const { toasts, byTestId } = page
const mount = (stores: ReturnType<typeof page.stores>, params: Record<string, string> = { id: '3', type: '1' }) =>
  page.mount(ProjectDetail, stores, params)

describe('project detail page', () => {
  it('shows the project from the server with its facts and sanitised rich text', async () => {
    const { api, stores } = setup()
    await mount(stores)
    expect(api.projectDetail).toHaveBeenCalledWith('3', '1')
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
    expect(api.checkCollect).not.toHaveBeenCalled()
    await page.click(byTestId('collect-button')!)
    expect(api.collect).not.toHaveBeenCalled()
    expect(toasts).toContain('登录后可收藏')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index' })
  })

  it('reads the collect state when logged in and toggles it through unify/collect', async () => {
    const { api, stores } = setup('token-1')
    await mount(stores)
    expect(api.checkCollect).toHaveBeenCalledWith({ contentId: 3, contentType: ContentType.project })
    expect(byTestId('collect-button')?.textContent).toContain('已收藏')
    await page.click(byTestId('collect-button')!)
    expect(api.collect).toHaveBeenCalledWith({ contentId: 3, contentType: ContentType.project })
    expect(byTestId('collect-button')?.textContent).toContain('收藏')
    expect(byTestId('collect-button')?.textContent).not.toContain('已收藏')
    expect(toasts).toContain('已取消收藏')
  })

  it('records the browsing of a signed-in user, and sends nothing without a token', async () => {
    const signedIn = setup('token-1')
    await mount(signedIn.stores)
    expect(signedIn.api.projectBrowsingRecord).toHaveBeenCalledWith(3)
    const visitor = setup()
    await mount(visitor.stores)
    expect(visitor.api.projectBrowsingRecord).not.toHaveBeenCalled()
  })

  it('says "major project" for a project of type 2', async () => {
    const { api, stores } = setup()
    api.projectDetail.mockResolvedValue({ ...project, type: 2 })
    await mount(stores, { id: '3', type: '2' })
    expect(document.body.innerHTML).toContain('重大项目')
  })

  it('says the content is gone, without a retry, when the server answers 404', async () => {
    const { api, stores } = setup()
    api.projectDetail.mockRejectedValue(new ApiError('server', { code: 404, msg: 'not found' }))
    await mount(stores, { id: '999' })
    expect(byTestId('status-error')?.textContent).toContain('内容不存在或已下线')
    expect(document.body.innerHTML).not.toContain('重试')
  })

  it('offers a retry after a network error, and the retry loads the project', async () => {
    const { api, stores } = setup()
    api.projectDetail.mockRejectedValueOnce(new ApiError('network'))
    await mount(stores)
    expect(byTestId('status-error')?.textContent).toContain('加载失败')
    const retry = byTestId('status-error')!.querySelector('.nut-button')!
    await page.click(retry)
    expect(byTestId('detail-title')?.textContent).toBe(project.title)
  })
})
