import type { IdQuery, Option, Page, PageQuery, SearchQuery } from './common'
import type {
  FairArticle,
  FairArticleQuery,
  IndustryReport,
  IndustryReportCard,
  IndustryReportQuery,
  ListingApplication,
  ListingApplyBody,
  MajorProjectListQuery,
  MapPoint,
  MapPointQuery,
  NewsCard,
  NewsDetail,
  ParkCard,
  ParkDetail,
  ParkFilterOptions,
  ParkListQuery,
  ParkRoadshow,
  PolicyCard,
  PolicyDetail,
  PolicyQuery,
  ProjectArea,
  ProjectBrowsingBody,
  ProjectCard,
  ProjectDetail,
  ProjectDetailQuery,
  ProjectFilterOptions,
  ProjectFilterOptionsQuery,
  ProjectListQuery,
  Roadshow,
} from './content'
import { COMMON, get, MERCHANTS, post, USER } from './endpoint'

/** Investment and major projects: the lists and their filters, the detail, roadshows and the browsing record. */
export const projects = {
  list: post<Page<ProjectCard>, ProjectListQuery>(MERCHANTS, 'project/list', { access: 'public', publicRead: true }),
  majorList: post<Page<ProjectCard>, MajorProjectListQuery>(MERCHANTS, 'project/listMajorProject', {
    access: 'public',
    publicRead: true,
  }),
  filterOptions: get<ProjectFilterOptions, ProjectFilterOptionsQuery>(MERCHANTS, 'project/filterOptions', {
    access: 'public',
  }),
  industries: get<Option[]>(COMMON, 'project/industrySelect', { access: 'public', publicRead: true }),
  carriers: post<Option[]>(MERCHANTS, 'project/carrierSelect', { access: 'public', publicRead: true }),
  investModes: post<Option[]>(MERCHANTS, 'project/pInvestModeSelect', { access: 'public', publicRead: true }),
  pushTimes: post<Option[]>(MERCHANTS, 'project/pushTimeSelect', { access: 'public', publicRead: true }),
  majorIndustries: post<Option[]>(MERCHANTS, 'project/industrySelectMajorProject', {
    access: 'public',
    publicRead: true,
  }),
  /** A signed-in user's view is the one their browsing points are claimed against. */
  detail: get<ProjectDetail, ProjectDetailQuery>(COMMON, 'home/projectDetail', { access: 'optional' }),
  browsingRecord: post<null, ProjectBrowsingBody>(USER, 'unify/projectBrowsingRecord', { access: 'user' }),
  roadshows: get<Page<Roadshow>, SearchQuery>(COMMON, 'project/roadshowList', { access: 'public' }),
}

/** Parks: the list and its filters, the detail and the parks recommended for their roadshows. */
export const parks = {
  list: post<Page<ParkCard>, ParkListQuery>(MERCHANTS, 'park/list', { access: 'public', publicRead: true }),
  filterOptions: get<ParkFilterOptions>(MERCHANTS, 'park/filterOptions', { access: 'public' }),
  info: post<ParkDetail, IdQuery>(MERCHANTS, 'park/parkInfo', { access: 'public' }),
  detail: get<ParkDetail, IdQuery>(COMMON, 'home/parkDetail', { access: 'public' }),
  types: post<Option[]>(MERCHANTS, 'park/parkTypeList', { access: 'public', publicRead: true }),
  estateTypes: post<Option[]>(MERCHANTS, 'park/estateTypeList', { access: 'public', publicRead: true }),
  allTypes: post<Option[]>(COMMON, 'park/parkTypeAllList', { access: 'public', publicRead: true }),
  estateSelect: get<Option[]>(COMMON, 'park/estateSelectList', { access: 'public' }),
  roadshows: get<ParkRoadshow[]>(COMMON, 'park/roadshowList', { access: 'public' }),
}

/** Policies: the search, its categories and the detail. */
export const policies = {
  search: get<Page<PolicyCard>, PolicyQuery>(COMMON, 'home/policySearch', { access: 'public' }),
  categories: get<Option[]>(COMMON, 'policy/categorySelect', { access: 'public' }),
  detail: get<PolicyDetail, IdQuery>(COMMON, 'home/policyDetail', { access: 'public' }),
}

/** News and the fair's own articles. */
export const articles = {
  /** A signed-in user's view is the one their browsing points are claimed against. */
  newsDetail: get<NewsDetail, IdQuery>(COMMON, 'home/informationDetail', { access: 'optional' }),
  /** News picked for the signed-in user (what matches their collects first), else the newest. */
  pickedNews: get<Page<NewsCard>, PageQuery>(COMMON, 'home/pickedInformationList', { access: 'optional' }),
  /** A fair article (introduction, guides) by id or by code. */
  fair: get<FairArticle, FairArticleQuery>(COMMON, 'cifit/article', { access: 'public' }),
}

/** Industrial interpretations. */
export const industryReports = {
  list: get<Page<IndustryReportCard>, IndustryReportQuery>(COMMON, 'industry/reportList', { access: 'public' }),
  industries: get<Option[]>(COMMON, 'industry/reportIndustries', { access: 'public' }),
  detail: get<IndustryReport, IdQuery>(COMMON, 'industry/report', { access: 'public' }),
}

/** The investment map. */
export const investmentMap = {
  points: get<MapPoint[], MapPointQuery>(COMMON, 'investmentMap/points', { access: 'public' }),
  /** The areas with projects and how many each has (the map's filter). */
  areas: get<ProjectArea[]>(USER, 'unify/projectAreaList', { access: 'public' }),
}

/** Applications to list a project or a park. */
export const listings = {
  /** Answers the user's applications, the new one among them. */
  apply: post<ListingApplication[], ListingApplyBody>(MERCHANTS, 'listing/apply', { access: 'user' }),
  mine: get<ListingApplication[]>(MERCHANTS, 'listing/mine', { access: 'user' }),
}
