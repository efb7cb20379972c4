import type { IdQuery, Option, Page, SearchQuery } from './common'
import { COMMON, get, USER } from './endpoint'
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
} from './exhibition'

/** Exhibitions, their zones by hall, the venue's halls, booths with their exhibitors, and exhibits. */
export const exhibition = {
  list: get<Page<ExhibitionCard>, SearchQuery>(COMMON, 'exhibition/list', { access: 'public' }),
  select: get<Option[]>(COMMON, 'exhibition/select', { access: 'public' }),
  /** The exhibition and zone filters of the exhibit and exhibitor lists in one call. */
  filterOptions: get<ExhibitionFilterOptions>(COMMON, 'exhibition/filterOptions', { access: 'public' }),
  detail: get<ExhibitionDetail, IdQuery>(COMMON, 'exhibition/detail', { access: 'public' }),
  areaList: get<ExhibitionHall[], ExhibitionAreaQuery>(COMMON, 'exhibition/areaList', { access: 'public' }),
  areaSelect: get<Option[], ExhibitionAreaQuery>(COMMON, 'exhibition/areaSelect', { access: 'public' }),
  areaDetail: get<ExhibitionAreaDetail, IdQuery>(COMMON, 'exhibition/areaDetail', { access: 'public' }),
  boothList: get<Page<BoothCard>, ExhibitionContentQuery>(COMMON, 'exhibition/boothList', { access: 'public' }),
  boothDetail: get<BoothDetail, IdQuery>(COMMON, 'exhibition/boothDetail', { access: 'public' }),
  exhibitList: get<Page<ExhibitCard>, ExhibitionContentQuery>(COMMON, 'exhibition/exhibitList', { access: 'public' }),
  /** The venue's halls in signpost order, each with its exhibitions, zones and booth count. */
  hallList: get<HallSummary[]>(COMMON, 'exhibition/hallList', { access: 'public' }),
  hallDetail: get<HallDetail, HallQuery>(COMMON, 'exhibition/hallDetail', { access: 'public' }),
  /** The booths the signed-in user opened, most recent first. */
  viewedBooths: get<ViewedBooth[]>(USER, 'exhibition/viewedBooths', { access: 'user' }),
}
