import { ContentType } from '@/contract/common.codes'
import type { ProjectDetail as Project } from '@/contract/content'
import { projects } from '@/contract/content.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import ProjectDetail from './index'
import { detailPageApi, detailPageBehaviours, expectSanitisedRichText } from '../../../../tests/unit/detail-page-kit'
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
  const detail = jest.fn().mockResolvedValue(project)
  const api = detailPageApi({
    call: answering(answer(projects.detail, detail)),
    projectBrowsingRecord: jest.fn().mockResolvedValue(null),
  })
  const stores = page.stores(api, token)
  return { api, detail, stores }
}

const page = pageHarness('packages/content/project-detail/index')
const { byTestId } = page
const mount = (stores: ReturnType<typeof page.stores>, params: Record<string, string> = { id: '3', type: '1' }) =>
  page.mount(ProjectDetail, stores, params)

describe('project detail page', () => {
  detailPageBehaviours({
    page,
    setup,
    mount,
    item: { contentId: 3, contentType: ContentType.project, title: project.title },
    name: 'project',
  })

  it('shows the project from the server with its facts and sanitised rich text', async () => {
    const { detail, stores } = setup()
    await mount(stores)
    expect(detail).toHaveBeenCalledWith({ id: 3, type: 1 })
    expect(byTestId('detail-title')?.textContent).toBe(project.title)
    const body = document.body.innerHTML
    expect(body).toContain('12.50亿')
    expect(body).toContain('138****5678')
    expectSanitisedRichText('项目概况')
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
    const { detail, stores } = setup()
    detail.mockResolvedValue({ ...project, type: 2 })
    await mount(stores, { id: '3', type: '2' })
    expect(document.body.innerHTML).toContain('重大项目')
  })

  it('opened again with the same id, shows the project at once without asking the server again', async () => {
    const { detail, stores } = setup()
    await mount(stores)
    await mount(stores)
    const reopened = [...document.querySelectorAll('.page')].at(-1)!
    expect(reopened.querySelector('[data-testid="detail-title"]')?.textContent).toBe(project.title)
    expect(reopened.getAttribute('data-ready')).toBe('true')
    expect(detail).toHaveBeenCalledTimes(1)
    // Another id, or the same one as another type, is another request.
    await mount(stores, { id: '4', type: '1' })
    await mount(stores, { id: '3', type: '2' })
    expect(detail).toHaveBeenCalledTimes(3)
  })

  it('asks again by itself when the language changes, and shows the answer in the new language', async () => {
    const { detail, stores } = setup()
    await mount(stores)
    detail.mockResolvedValue({ ...project, title: 'Haicang Biomedical Park' })
    await page.act(() => stores.app.setLanguage('en-us'))
    await page.settle()
    expect(detail).toHaveBeenCalledTimes(2)
    expect(byTestId('detail-title')?.textContent).toBe('Haicang Biomedical Park')
  })
})
