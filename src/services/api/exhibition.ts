import type { SearchQuery } from '@/contract/common'
import type { ExhibitionContentQuery } from '@/contract/exhibition'
import { exhibition } from '@/contract/exhibition.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Exhibitions, halls, zones, booths and exhibits. */
export function createExhibitionApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    exhibitionList: (q: SearchQuery) => call(exhibition.list, q),
    exhibitionSelect: () => call(exhibition.select),
    exhibitionFilterOptions: () => call(exhibition.filterOptions),
    boothList: (q: ExhibitionContentQuery) => call(exhibition.boothList, q),
    hallList: () => call(exhibition.hallList),
    hallDetail: (hall: string) => call(exhibition.hallDetail, { hall }, true),
    viewedBooths: () => call(exhibition.viewedBooths),
  }
}
