import type { Id, IdQuery, Option, Page, PageQuery, SearchQuery } from '@/contract/common'
import type {
  FairArticle,
  FairArticleQuery,
  IndustryReport,
  IndustryReportCard,
  IndustryReportQuery,
  ListingApplication,
  ListingApplyBody,
  MapPoint,
  MapPointQuery,
  NewsCard,
  ParkRoadshow,
  ProjectArea,
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
    /** The areas with projects and how many each has (the investment map's filter). */
    projectAreaList: () => user.get<ProjectArea[]>('unify/projectAreaList'),
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
    /** News picked for the signed-in user (what matches their collects first), else the newest. */
    pickedInformationList: (q: PageQuery) => common.get<Page<NewsCard>>('home/pickedInformationList', q),

    industryReports: (q: IndustryReportQuery) => common.get<Page<IndustryReportCard>>('industry/reportList', q),
    industryReportIndustries: () => common.get<Option[]>('industry/reportIndustries'),
    industryReport: (id: Id) => common.get<IndustryReport>('industry/report', { id } satisfies IdQuery, true),
    parkRoadshows: () => common.get<ParkRoadshow[]>('park/roadshowList'),
    mapPoints: (q: MapPointQuery) => common.get<MapPoint[]>('investmentMap/points', q),
    applyListing: (body: ListingApplyBody) => merchants.post<ListingApplication[]>('listing/apply', body, true),
    myListings: () => merchants.get<ListingApplication[]>('listing/mine'),
  }
}
