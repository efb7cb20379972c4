import type { Option, Page } from '@/contract/common'
import type { SearchQuery } from '@/contract/common'
import type {
  FairArticle,
  MajorProjectListQuery,
  NewsDetail,
  ParkCard,
  ParkDetail,
  ParkFilterOptions,
  ParkListQuery,
  PolicyCard,
  PolicyDetail,
  PolicyQuery,
  ProjectCard,
  ProjectDetail,
  ProjectFilterOptions,
  ProjectListQuery,
  Roadshow,
} from '@/contract/content'
import { COMMON, MERCHANTS, service, USER } from './service'
import type { HttpClient } from '../http/types'

/** Projects, parks, policies, news and fair articles. */
export function createContentApi(http: HttpClient) {
  const common = service(http, COMMON)
  const merchants = service(http, MERCHANTS)
  const user = service(http, USER)
  return {
    projectList: (q: ProjectListQuery) => merchants.post<Page<ProjectCard>>('project/list', q),
    majorProjectList: (q: MajorProjectListQuery) => merchants.post<Page<ProjectCard>>('project/listMajorProject', q),
    projectFilterOptions: (type?: number) => merchants.get<ProjectFilterOptions>('project/filterOptions', { type }),
    industrySelect: () => common.get<Option[]>('project/industrySelect'),
    carrierSelect: () => merchants.post<Option[]>('project/carrierSelect'),
    investModeSelect: () => merchants.post<Option[]>('project/pInvestModeSelect'),
    pushTimeSelect: () => merchants.post<Option[]>('project/pushTimeSelect'),
    majorProjectIndustrySelect: () => merchants.post<Option[]>('project/industrySelectMajorProject'),
    projectDetail: (id: number | string, type?: number | string) =>
      common.get<ProjectDetail>('home/projectDetail', { id, type }, true),
    projectAreaList: () => user.get<{ id: number; name: string }[]>('unify/projectAreaList', undefined, true),
    projectBrowsingRecord: (projectId: number) => user.post<null>('unify/projectBrowsingRecord', { projectId }),
    roadshows: (q: SearchQuery) => common.get<Page<Roadshow>>('project/roadshowList', q),

    parkList: (q: ParkListQuery) => merchants.post<Page<ParkCard>>('park/list', q),
    parkFilterOptions: () => merchants.get<ParkFilterOptions>('park/filterOptions'),
    parkInfo: (id: number) => merchants.post<ParkDetail>('park/parkInfo', { id }),
    parkDetail: (id: number | string) => common.get<ParkDetail>('home/parkDetail', { id }, true),
    parkTypes: () => merchants.post<Option[]>('park/parkTypeList'),
    estateTypes: () => merchants.post<Option[]>('park/estateTypeList'),
    parkTypeAllList: () => common.post<Option[]>('park/parkTypeAllList'),
    estateSelectList: () => common.get<Option[]>('park/estateSelectList'),

    policySearch: (q: PolicyQuery) => common.get<Page<PolicyCard>>('home/policySearch', q),
    policyCategorySelect: () => common.get<Option[]>('policy/categorySelect'),
    policyDetail: (id: number | string) => common.get<PolicyDetail>('home/policyDetail', { id }, true),

    informationDetail: (id: number | string) => common.get<NewsDetail>('home/informationDetail', { id }, true),
    /** A fair article (introduction, guides) by id or by code. */
    fairArticle: (key: { id?: number | string; code?: string }) => common.get<FairArticle>('cifit/article', key, true),
  }
}
