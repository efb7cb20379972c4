import type { Id, IdQuery, Option, Page, SearchQuery } from '@/contract/common'
import type {
  FairArticle,
  FairArticleQuery,
  MajorProjectListQuery,
  NewsDetail,
  ParkCard,
  ParkDetail,
  ParkFilterOptions,
  ParkListQuery,
  PolicyCard,
  PolicyDetail,
  PolicyQuery,
  ProjectBrowsingBody,
  ProjectCard,
  ProjectDetail,
  ProjectDetailQuery,
  ProjectFilterOptions,
  ProjectListQuery,
  Roadshow,
} from '@/contract/content'
import { services } from './service'
import type { HttpClient } from '../http/types'

/** Projects, parks, policies, news and fair articles. */
export function createContentApi(http: HttpClient) {
  const { common, merchants, user } = services(http)
  return {
    projectList: (q: ProjectListQuery) => merchants.post<Page<ProjectCard>>('project/list', q),
    majorProjectList: (q: MajorProjectListQuery) => merchants.post<Page<ProjectCard>>('project/listMajorProject', q),
    projectFilterOptions: (type?: number) => merchants.get<ProjectFilterOptions>('project/filterOptions', { type }),
    industrySelect: () => common.get<Option[]>('project/industrySelect'),
    carrierSelect: () => merchants.post<Option[]>('project/carrierSelect'),
    investModeSelect: () => merchants.post<Option[]>('project/pInvestModeSelect'),
    pushTimeSelect: () => merchants.post<Option[]>('project/pushTimeSelect'),
    majorProjectIndustrySelect: () => merchants.post<Option[]>('project/industrySelectMajorProject'),
    projectDetail: (id: Id, type?: ProjectDetailQuery['type']) =>
      common.get<ProjectDetail>('home/projectDetail', { id, type } satisfies ProjectDetailQuery, true),
    projectAreaList: () => user.get<{ id: number; name: string }[]>('unify/projectAreaList', undefined, true),
    projectBrowsingRecord: (projectId: Id) =>
      user.post<null>('unify/projectBrowsingRecord', { projectId } satisfies ProjectBrowsingBody),
    roadshows: (q: SearchQuery) => common.get<Page<Roadshow>>('project/roadshowList', q),

    parkList: (q: ParkListQuery) => merchants.post<Page<ParkCard>>('park/list', q),
    parkFilterOptions: () => merchants.get<ParkFilterOptions>('park/filterOptions'),
    parkInfo: (id: Id) => merchants.post<ParkDetail>('park/parkInfo', { id } satisfies IdQuery),
    parkDetail: (id: Id) => common.get<ParkDetail>('home/parkDetail', { id } satisfies IdQuery, true),
    parkTypes: () => merchants.post<Option[]>('park/parkTypeList'),
    estateTypes: () => merchants.post<Option[]>('park/estateTypeList'),
    parkTypeAllList: () => common.post<Option[]>('park/parkTypeAllList'),
    estateSelectList: () => common.get<Option[]>('park/estateSelectList'),

    policySearch: (q: PolicyQuery) => common.get<Page<PolicyCard>>('home/policySearch', q),
    policyCategorySelect: () => common.get<Option[]>('policy/categorySelect'),
    policyDetail: (id: Id) => common.get<PolicyDetail>('home/policyDetail', { id } satisfies IdQuery, true),

    informationDetail: (id: Id) => common.get<NewsDetail>('home/informationDetail', { id } satisfies IdQuery, true),
    /** A fair article (introduction, guides) by id or by code. */
    fairArticle: (key: FairArticleQuery) => common.get<FairArticle>('cifit/article', key, true),
  }
}
