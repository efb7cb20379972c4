import type { HttpClient } from '../http/types'
import type { Envelope, Option, Page, PageQuery } from './common.dto'
import type {
  Agreement,
  Appendix,
  AreaInfo,
  BaseConfig,
  ContentRef,
  CountryMobileCode,
  CustomerCare,
  EventPoint,
  NewsDetail,
  NewsQuery,
  ProjectCard,
  ProjectDetail,
  SearchHit,
  SearchQuery,
  SearchRank,
  Tag,
  VideoCard,
  VideoDetail,
} from './common-client.dto'
import type { ParkDetail } from './merchants-client.dto'

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
  const detail = <T>(name: string) => (id: number | string) => get<T>(`home/${name}`, { id }, true)

  return {
    parkTypeAllList: () => post<Option[]>('park/parkTypeAllList'),
    estateSelectList: () => get<Option[]>('park/estateSelectList'),
    industrySelect: () => get<Option[]>('project/industrySelect'),
    projectList: (q: SearchQuery) => post<Page<ProjectCard>>('project/list', q),

    areaInfo: (areaId: number) => get<AreaInfo>('wechat/content/getAreaInfo', { areaId }),
    speakerVideoList: (q: PageQuery) => get<Page<VideoCard>>('wechat/content/speakerVideoList', q),
    videoInfo: (id: number) => get<VideoDetail>(`wechat/content/video/info/${id}`, undefined, true),

    customerCare: () => get<CustomerCare[]>('operateCustomerCare/list'),
    agreement: (type: string) => get<Agreement>('operateCommonAgreementInfo/info', { type }, true),

    contentAppendixes: (ref: ContentRef) => get<Appendix[]>('home/getContentAppendixes', ref),
    baseConfig: () => get<BaseConfig>('home/baseConfig'),
    searchRank: () => get<SearchRank[]>('home/listSearchRank'),
    offlineInviteConfig: () => get<{ enabled: boolean }>('home/projectOfflineInviteConfig'),

    preDockingVideos: (q: PageQuery) => get<Page<VideoCard>>('preDocking/videoList', q),
    preDockingHistory: (q: PageQuery) => get<Page<SearchHit>>('preDocking/historyList', q),
    preDockingFiles: (q: PageQuery) => get<Page<Appendix>>('preDocking/fileList', q),
    preDockingHistoryDetail: (id: number) => get<NewsDetail>('preDocking/historyDetail', { id }, true),

    tags: (ref: ContentRef) => get<Tag[]>('tag/listByContentIdAndType', ref),
    countryMobileCodes: () => get<CountryMobileCode[]>('operateCountryMobileCode/list'),
    setDefaultArea: (areaId: number) => post<null>('userDefaultArea/setDefaultArea', { areaId }),
    eventPoint: (event: EventPoint) => post<null>('event/eventPoint', event),
    fileMapper: (keys: string[]) => post<Record<string, string>>('operation/file/mapper', { keys }),

    search: (kind: SearchKind, q: SearchQuery) => get<Page<SearchHit>>(`home/${kind}Search`, q),
    projectSearch: (q: SearchQuery) => get<Page<ProjectCard>>('home/projectSearch', q),
    newsSearch: (q: NewsQuery) => get<Page<NewsDetail>>('home/informationSearch', q),

    informationDetail: detail<NewsDetail>('informationDetail'),
    projectDetail: (id: number | string, type?: number | string) =>
      get<ProjectDetail>('home/projectDetail', { id, type }, true),
    parkDetail: detail<ParkDetail>('parkDetail'),
    policyDetail: detail<NewsDetail>('policyDetail'),
    enterpriseDetail: detail<NewsDetail>('enterpriseDetail'),
    userInfoDetail: detail<NewsDetail>('userInfoDetail'),
    userInformationList: (q: PageQuery & { userId: number }) =>
      get<Page<NewsDetail>>('home/userInformationList', q),
    meetingDetail: detail<NewsDetail>('meetingDetail'),
    liveDetail: detail<NewsDetail>('liveDetail'),
    dynamicDetail: detail<NewsDetail>('dynamicDetail'),
    productInfo: (id: number) => get<NewsDetail>('product/info', { id }, true),

    /** Fair information: the body is wanted even when its code is not 200 (seed 001 section 7). */
    fairInfo: () => http.requestEnvelope<BaseConfig>(`${P}/stage/cifit/info`, { method: 'GET', loading: false }),
  }
}

export type CommonApi = ReturnType<typeof createCommonApi>

export type { Envelope }
