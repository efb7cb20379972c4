import { Type, type Static } from '@sinclair/typebox'
import { Option } from './common'
import type { SearchQuery } from './common'

/** The filters of the exhibit and exhibitor lists (exhibition and zone) with their choices, in one answer. */
export const ExhibitionFilterOptions = Type.Object({ exhibitionId: Type.Array(Option), areaId: Type.Array(Option) })
export type ExhibitionFilterOptions = Static<typeof ExhibitionFilterOptions>

/** An exhibition of the fair (a themed set of halls). */
export interface ExhibitionCard {
  id: number
  name: string
  /** The venue and halls, e.g. "厦门国际会展中心A馆（A1、A2、A3）". */
  hall: string
  summary: string
  cover: string
  /** ISO dates (YYYY-MM-DD). */
  startDate: string
  endDate: string
}

/** A zone of an exhibition inside one hall, with how many booths stand in it. */
export interface ExhibitionAreaCard {
  id: number
  exhibitionId: number
  exhibitionName: string
  /** Hall code, e.g. "A1". */
  hall: string
  name: string
  summary: string
  cover: string
  boothCount: number
}

export interface ExhibitionAreaDetail extends ExhibitionAreaCard {
  /** Sanitised rich text. */
  content: string
}

export interface ExhibitionDetail extends ExhibitionCard {
  /** Sanitised rich text. */
  content: string
  areas: ExhibitionAreaCard[]
  boothCount: number
  exhibitCount: number
}

/** One hall of the area navigation with its zones, halls in signpost order (A1...C3). */
export interface ExhibitionHall {
  hall: string
  areas: ExhibitionAreaCard[]
}

/** Booths and exhibits narrow to an exhibition, an area, an exhibitor and a keyword; '' or absent means any. */
export interface ExhibitionContentQuery extends SearchQuery {
  exhibitionId?: number | string
  areaId?: number | string
  enterpriseId?: number | string
}

export interface ExhibitionAreaQuery {
  exhibitionId?: number | string
}

/** A booth with its exhibitor enterprise. */
export interface BoothCard {
  id: number
  boothNo: string
  exhibitionId: number
  exhibitionName: string
  areaId: number | null
  areaName: string
  hall: string
  /** Square metres. */
  size: number
  enterpriseId: number
  enterpriseName: string
  logo: string
  exhibitCount: number
}

/** A product shown at a booth; opens the product (productId) or the booth (boothId). */
export interface ExhibitCard {
  id: number
  productId: number
  name: string
  summary: string
  cover: string
  boothId: number
  boothNo: string
  hall: string
  enterpriseName: string
}

export interface BoothDetail extends BoothCard {
  intro: string
  enterpriseSummary: string
  exhibitionHall: string
  startDate: string
  endDate: string
  exhibits: ExhibitCard[]
}
