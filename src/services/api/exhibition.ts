import type { Id, IdQuery, Option, Page, SearchQuery } from '@/contract/common'
import type {
  BoothCard,
  BoothDetail,
  ExhibitCard,
  ExhibitionAreaDetail,
  ExhibitionAreaQuery,
  ExhibitionCard,
  ExhibitionContentQuery,
  ExhibitionDetail,
  ExhibitionFilterOptions,
  ExhibitionHall,
  HallDetail,
  HallQuery,
  HallSummary,
  ViewedBooth,
} from '@/contract/exhibition'
import { COMMON, service, USER } from './service'
import type { HttpClient } from '../http/types'

/** Exhibitions, halls, zones, booths and exhibits. */
export function createExhibitionApi(http: HttpClient) {
  const { get } = service(http, COMMON)
  const user = service(http, USER)
  return {
    exhibitionList: (q: SearchQuery) => get<Page<ExhibitionCard>>('exhibition/list', q),
    exhibitionSelect: () => get<Option[]>('exhibition/select'),
    exhibitionFilterOptions: () => get<ExhibitionFilterOptions>('exhibition/filterOptions'),
    exhibitionDetail: (id: Id) => get<ExhibitionDetail>('exhibition/detail', { id } satisfies IdQuery, true),
    exhibitionHalls: (q: ExhibitionAreaQuery = {}) => get<ExhibitionHall[]>('exhibition/areaList', q),
    exhibitionAreaSelect: (q: ExhibitionAreaQuery = {}) => get<Option[]>('exhibition/areaSelect', q),
    exhibitionAreaDetail: (id: Id) =>
      get<ExhibitionAreaDetail>('exhibition/areaDetail', { id } satisfies IdQuery, true),
    boothList: (q: ExhibitionContentQuery) => get<Page<BoothCard>>('exhibition/boothList', q),
    boothDetail: (id: Id) => get<BoothDetail>('exhibition/boothDetail', { id } satisfies IdQuery, true),
    exhibitList: (q: ExhibitionContentQuery) => get<Page<ExhibitCard>>('exhibition/exhibitList', q),
    /** The venue's halls in signpost order, each with its exhibitions, zones and booth count. */
    hallList: () => get<HallSummary[]>('exhibition/hallList'),
    hallDetail: (hall: string) => get<HallDetail>('exhibition/hallDetail', { hall } satisfies HallQuery, true),
    /** The booths the signed-in user opened, most recent first; needs a token. */
    viewedBooths: () => user.get<ViewedBooth[]>('exhibition/viewedBooths'),
  }
}
