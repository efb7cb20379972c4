import type { CountryMobileCode } from '@/contract/account'
import type {
  AreaInfo,
  CityContact,
  CityQuery,
  ClusterCard,
  ClusterDetail,
  ClusterQuery,
  ManualChapter,
  ServiceCard,
  ServiceDetail,
  ServiceQuery,
} from '@/contract/city'
import type { Envelope, Option, Page, PageQuery, SearchQuery } from '@/contract/common'
import type {
  FairArticle,
  NewsDetail,
  NewsQuery,
  ParkDetail,
  PolicyCard,
  PolicyDetail,
  PolicyQuery,
  ProjectCard,
  ProjectDetail,
  Roadshow,
} from '@/contract/content'
import type { ContentRef, Tag } from '@/contract/engagement'
import type {
  AtlasIndustry,
  EnterpriseBooth,
  EnterpriseDetail,
  EnterpriseHit,
  EnterpriseIdQuery,
  EnterpriseSearchQuery,
  ProductDetail,
  ProductHit,
} from '@/contract/enterprise'
import type { ExhibitionFilterOptions } from '@/contract/exhibition'
import type {
  BoothCard,
  BoothDetail,
  ExhibitCard,
  ExhibitionAreaDetail,
  ExhibitionAreaQuery,
  ExhibitionCard,
  ExhibitionContentQuery,
  ExhibitionDetail,
  ExhibitionHall,
} from '@/contract/exhibition'
import type { Agreement, BaseConfig, EventPoint } from '@/contract/fair'
import type { Appendix, FileDocument, FileQuery } from '@/contract/files'
import type {
  LiveCard,
  LiveDetail,
  LiveQuery,
  PreDockingHistoryCard,
  PreDockingHistoryDetail,
  PreDockingQuery,
  SpeakerCard,
  SpeakerDetail,
  SpeakerQuery,
  SpeakerVideoQuery,
  VideoCard,
  VideoDetail,
  VideoQuery,
  VipVideoHome,
} from '@/contract/media'
import type { MeetingDetail } from '@/contract/meeting'
import type { CustomerCare, ProjectGroup } from '@/contract/network'
import type { NewsHit, ProjectHit, SearchHit, SearchRank } from '@/contract/search'
import type { HttpClient } from '../http/types'

const P = '/common-client'

/** The eleven searches under /common-client/home, in the order the search page shows them. */
export const SEARCH_KINDS = [
  'information',
  'project',
  'policy',
  'park',
  'meeting',
  'live',
  'enterprise',
  'product',
  'merchantsStage',
  'userInfo',
  'dynamic',
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** Calls of the common-client service (seed 000 section 7). */
export function createCommonApi(http: HttpClient) {
  const get = <T>(path: string, data?: object, loading = false) =>
    http.request<T>(`${P}/${path}`, { method: 'GET', data, loading })
  const post = <T>(path: string, data?: object, loading = false) =>
    http.request<T>(`${P}/${path}`, { method: 'POST', data, loading })
  const detail =
    <T>(name: string) =>
    (id: number | string) =>
      get<T>(`home/${name}`, { id }, true)

  return {
    parkTypeAllList: () => post<Option[]>('park/parkTypeAllList'),
    estateSelectList: () => get<Option[]>('park/estateSelectList'),
    industrySelect: () => get<Option[]>('project/industrySelect'),
    projectList: (q: SearchQuery) => post<Page<ProjectCard>>('project/list', q),

    areaInfo: (areaId: number) => get<AreaInfo>('wechat/content/getAreaInfo', { areaId }),
    speakerVideoList: (q: SpeakerVideoQuery) => get<Page<VideoCard>>('wechat/content/speakerVideoList', q),
    videoInfo: (id: number | string) => get<VideoDetail>(`wechat/content/video/info/${id}`, undefined, true),
    videoList: (q: VideoQuery) => get<Page<VideoCard>>('wechat/content/videoList', q),
    videoCategorySelect: () => get<Option[]>('wechat/content/videoCategorySelect'),
    vipVideoHome: () => get<VipVideoHome>('wechat/content/vipVideoHome'),
    speakerList: (q: SpeakerQuery) => get<Page<SpeakerCard>>('wechat/content/speakerList', q),
    speakerInfo: (id: number | string) => get<SpeakerDetail>('wechat/content/speakerInfo', { id }, true),
    liveList: (q: LiveQuery) => get<Page<LiveCard>>('home/liveList', q),

    clusterList: (q: ClusterQuery) => get<Page<ClusterCard>>('city/clusterList', q),
    clusterIndustrySelect: () => get<Option[]>('city/clusterIndustrySelect'),
    clusterDetail: (id: number | string) => get<ClusterDetail>('city/clusterDetail', { id }, true),
    serviceList: (q: ServiceQuery) => get<Page<ServiceCard>>('city/serviceList', q),
    serviceCategorySelect: () => get<Option[]>('city/serviceCategorySelect'),
    serviceDetail: (id: number | string) => get<ServiceDetail>('city/serviceDetail', { id }, true),
    cityContacts: (q: CityQuery) => get<CityContact[]>('city/contactList', q),
    cityManual: (q: CityQuery) => get<ManualChapter[]>('city/manual', q),

    customerCare: () => get<CustomerCare[]>('operateCustomerCare/list'),
    agreement: (type: string) => get<Agreement>('operateCommonAgreementInfo/info', { type }, true),

    policySearch: (q: PolicyQuery) => get<Page<PolicyCard>>('home/policySearch', q),
    policyCategorySelect: () => get<Option[]>('policy/categorySelect'),
    /** A fair article (introduction, guides) by id or by code. */
    fairArticle: (key: { id?: number | string; code?: string }) => get<FairArticle>('cifit/article', key, true),
    projectGroups: (q: SearchQuery) => get<Page<ProjectGroup>>('projectGroup/list', q),
    roadshows: (q: SearchQuery) => get<Page<Roadshow>>('project/roadshowList', q),

    contentAppendixes: (contentId: number | string, contentType: number | string) =>
      get<Appendix[]>('home/getContentAppendixes', { contentId, contentType }),
    fileCategories: () => get<Option[]>('files/categoryList'),
    fileList: (q: FileQuery) => get<Page<FileDocument>>('files/list', q),
    fileInfo: (id: number | string) => get<FileDocument>('files/info', { id }, true),
    baseConfig: () => get<BaseConfig>('home/baseConfig'),
    searchRank: () => get<SearchRank[]>('home/listSearchRank'),
    offlineInviteConfig: () => get<{ enabled: boolean }>('home/projectOfflineInviteConfig'),

    preDockingVideos: (q: PreDockingQuery) => get<Page<VideoCard>>('preDocking/videoList', q),
    preDockingHistory: (q: SearchQuery) => get<Page<PreDockingHistoryCard>>('preDocking/historyList', q),
    preDockingFiles: (q: PreDockingQuery) => get<Page<Appendix>>('preDocking/fileList', q),
    preDockingHistoryDetail: (id: number | string) =>
      get<PreDockingHistoryDetail>('preDocking/historyDetail', { id }, true),

    tags: (ref: ContentRef) => get<Tag[]>('tag/listByContentIdAndType', ref),
    countryMobileCodes: () => get<CountryMobileCode[]>('operateCountryMobileCode/list'),
    setDefaultArea: (areaId: number) => post<null>('userDefaultArea/setDefaultArea', { areaId }),
    eventPoint: (event: EventPoint) => post<null>('event/eventPoint', event),
    fileMapper: (keys: string[]) => post<Record<string, string>>('operation/file/mapper', { keys }),

    search: (kind: SearchKind, q: SearchQuery) => get<Page<SearchHit>>(`home/${kind}Search`, q),
    /** Project cards from the project search; each hit's own 1/2 kind goes back into `type`. */
    projectSearch: async (q: SearchQuery): Promise<Page<ProjectCard>> => {
      const page = await get<Page<ProjectHit>>('home/projectSearch', q)
      return { ...page, list: page.list.map(({ projectType, ...hit }) => ({ ...hit, type: projectType })) }
    },
    newsSearch: (q: NewsQuery) => get<Page<NewsHit>>('home/informationSearch', q),

    informationDetail: detail<NewsDetail>('informationDetail'),
    projectDetail: (id: number | string, type?: number | string) =>
      get<ProjectDetail>('home/projectDetail', { id, type }, true),
    parkDetail: detail<ParkDetail>('parkDetail'),
    policyDetail: detail<PolicyDetail>('policyDetail'),
    enterpriseDetail: detail<EnterpriseDetail>('enterpriseDetail'),
    userInfoDetail: detail<NewsDetail>('userInfoDetail'),
    userInformationList: (q: PageQuery & { userId: number }) => get<Page<NewsDetail>>('home/userInformationList', q),
    meetingDetail: detail<MeetingDetail>('meetingDetail'),
    liveDetail: detail<LiveDetail>('liveDetail'),
    dynamicDetail: detail<NewsDetail>('dynamicDetail'),
    productInfo: (id: number | string) => get<ProductDetail>('product/info', { id }, true),

    /** Enterprises with list-card fields; also the search page's enterprise hits (see EnterpriseHit). */
    enterpriseSearch: (q: EnterpriseSearchQuery) => get<Page<EnterpriseHit>>('home/enterpriseSearch', q),
    productSearch: (q: SearchQuery) => get<Page<ProductHit>>('home/productSearch', q),
    enterpriseProjects: (q: EnterpriseIdQuery) => get<Page<ProjectCard>>('enterprise/projectList', q),
    enterpriseBooths: (q: EnterpriseIdQuery) => get<Page<EnterpriseBooth>>('enterprise/boothList', q),
    enterpriseAtlas: () => get<AtlasIndustry[]>('enterprise/atlas'),

    exhibitionList: (q: SearchQuery) => get<Page<ExhibitionCard>>('exhibition/list', q),
    exhibitionSelect: () => get<Option[]>('exhibition/select'),
    exhibitionFilterOptions: () => get<ExhibitionFilterOptions>('exhibition/filterOptions'),
    exhibitionDetail: (id: number | string) => get<ExhibitionDetail>('exhibition/detail', { id }, true),
    exhibitionHalls: (q: ExhibitionAreaQuery = {}) => get<ExhibitionHall[]>('exhibition/areaList', q),
    exhibitionAreaSelect: (q: ExhibitionAreaQuery = {}) => get<Option[]>('exhibition/areaSelect', q),
    exhibitionAreaDetail: (id: number | string) => get<ExhibitionAreaDetail>('exhibition/areaDetail', { id }, true),
    boothList: (q: ExhibitionContentQuery) => get<Page<BoothCard>>('exhibition/boothList', q),
    boothDetail: (id: number | string) => get<BoothDetail>('exhibition/boothDetail', { id }, true),
    exhibitList: (q: ExhibitionContentQuery) => get<Page<ExhibitCard>>('exhibition/exhibitList', q),

    /** Fair information: the body is wanted even when its code is not 200 (seed 001 section 7). */
    fairInfo: () => http.requestEnvelope<BaseConfig>(`${P}/stage/cifit/info`, { method: 'GET', loading: false }),
  }
}

export type CommonApi = ReturnType<typeof createCommonApi>

export type { Envelope }
