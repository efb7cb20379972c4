import type { ProjectCard } from '@/contract/content'
import { projects } from '@/contract/content.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import ProjectList from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const project = (id: number, type: number): ProjectCard => ({
  id,
  type,
  title: `海沧储能项目 ${id}`,
  cover: `/static/img/project-${id}.svg`,
  industry: '新能源',
  carrier: '产业园区',
  investMode: '合资',
  region: '厦门市',
  investAmount: 3_000_000_000,
  pushTime: new Date(2026, 8, 1).getTime(),
  views: 100,
})

function setup() {
  const page1 = (list: ProjectCard[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 })
  const projectList = jest.fn().mockResolvedValue(page1([project(1, 1)]))
  const majorProjectList = jest.fn().mockResolvedValue(page1([project(4, 2), project(8, 2)]))
  const api = {
    call: answering(answer(projects.list, projectList), answer(projects.majorList, majorProjectList)),
    projectFilterOptions: jest.fn(async (type?: number) => ({
      industryId: [type === 2 ? { value: '4', label: '新能源' } : { value: '1', label: '新一代信息技术' }],
      carrierId: [],
      investModeId: [],
      pushTimeId: [],
    })),
  }
  return { api, projectList, majorProjectList, stores: page.stores(api) }
}

const page = pageHarness('packages/content/project-list/index')
const cards = () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid="project-card"]'))
const tagsOf = (card: HTMLElement) =>
  Array.from(card.querySelectorAll('.content-card__tag')).map((tag) => tag.textContent)

describe('project list page', () => {
  it('lists the major projects with their own industry filter when opened with type=2', async () => {
    const { api, projectList, majorProjectList, stores } = setup()
    await page.mount(ProjectList, stores, { type: '2' })
    expect(majorProjectList).toHaveBeenCalledWith(expect.objectContaining({ pageNum: 1 }))
    expect(api.projectFilterOptions).toHaveBeenCalledTimes(1)
    expect(api.projectFilterOptions).toHaveBeenCalledWith(2)
    expect(projectList).not.toHaveBeenCalled()
    expect(cards()).toHaveLength(2)
    expect(cards().map(tagsOf)).toEqual([
      ['重大项目', '新能源', '合资'],
      ['重大项目', '新能源', '合资'],
    ])
    expect(document.body.textContent).toContain('共 2 个重大项目')
  })

  it('lists every project through project/list without a type', async () => {
    const { projectList, majorProjectList, stores } = setup()
    await page.mount(ProjectList, stores, {})
    expect(projectList).toHaveBeenCalled()
    expect(majorProjectList).not.toHaveBeenCalled()
    expect(cards()).toHaveLength(1)
    expect(tagsOf(cards()[0])).toEqual(['新能源', '合资'])
  })
})
