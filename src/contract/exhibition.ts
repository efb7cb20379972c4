import { Type, type Static } from '@sinclair/typebox'
import { DateSpan, DetailOf, FilterId, Nullable, Option, RichText, SearchQuery } from './common'

/** The filters of the exhibit and exhibitor lists (exhibition and zone) with their choices, in one answer. */
export const ExhibitionFilterOptions = Type.Object({ exhibitionId: Type.Array(Option), areaId: Type.Array(Option) })

export type ExhibitionFilterOptions = Static<typeof ExhibitionFilterOptions>

/** An exhibition of the fair (a themed set of halls). */
export const ExhibitionCard = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  /** The venue and halls, e.g. "厦门国际会展中心A馆（A1、A2、A3）". */
  hall: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  ...DateSpan,
})
export type ExhibitionCard = Static<typeof ExhibitionCard>

/** A zone of an exhibition inside one hall, with how many booths stand in it. */
export const ExhibitionAreaCard = Type.Object({
  id: Type.Number(),
  exhibitionId: Type.Number(),
  exhibitionName: Type.String(),
  /** Hall code, e.g. "A1". */
  hall: Type.String(),
  name: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  boothCount: Type.Number(),
})
export type ExhibitionAreaCard = Static<typeof ExhibitionAreaCard>

export const ExhibitionAreaDetail = DetailOf(ExhibitionAreaCard)
export type ExhibitionAreaDetail = Static<typeof ExhibitionAreaDetail>

export const ExhibitionDetail = Type.Object({
  ...ExhibitionCard.properties,
  content: RichText,
  areas: Type.Array(ExhibitionAreaCard),
  boothCount: Type.Number(),
  exhibitCount: Type.Number(),
})
export type ExhibitionDetail = Static<typeof ExhibitionDetail>

/** One hall of the area navigation with its zones, halls in signpost order (A1...C3). */
export const ExhibitionHall = Type.Object({
  hall: Type.String(),
  areas: Type.Array(ExhibitionAreaCard),
})
export type ExhibitionHall = Static<typeof ExhibitionHall>

/** Booths and exhibits narrow to an exhibition, an area, an exhibitor and a keyword; '' or absent means any. */
export const ExhibitionContentQuery = Type.Object({
  ...SearchQuery.properties,
  exhibitionId: Type.Optional(FilterId),
  areaId: Type.Optional(FilterId),
  enterpriseId: Type.Optional(FilterId),
})
export type ExhibitionContentQuery = Static<typeof ExhibitionContentQuery>

/** areaList and areaSelect: the zones of one exhibition; '' or absent means every exhibition's. */
export const ExhibitionAreaQuery = Type.Object({ exhibitionId: Type.Optional(FilterId) })
export type ExhibitionAreaQuery = Static<typeof ExhibitionAreaQuery>

/** A booth with its exhibitor enterprise. */
export const BoothCard = Type.Object({
  id: Type.Number(),
  boothNo: Type.String(),
  exhibitionId: Type.Number(),
  exhibitionName: Type.String(),
  areaId: Nullable(Type.Number()),
  areaName: Type.String(),
  hall: Type.String(),
  /** Square metres. */
  size: Type.Number(),
  enterpriseId: Type.Number(),
  enterpriseName: Type.String(),
  logo: Type.String(),
  exhibitCount: Type.Number(),
})
export type BoothCard = Static<typeof BoothCard>

/** A product shown at a booth; opens the product (productId) or the booth (boothId). */
export const ExhibitCard = Type.Object({
  id: Type.Number(),
  productId: Type.Number(),
  name: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  boothId: Type.Number(),
  boothNo: Type.String(),
  hall: Type.String(),
  enterpriseName: Type.String(),
})
export type ExhibitCard = Static<typeof ExhibitCard>

export const BoothDetail = Type.Object({
  ...BoothCard.properties,
  intro: Type.String(),
  enterpriseSummary: Type.String(),
  exhibitionHall: Type.String(),
  ...DateSpan,
  exhibits: Type.Array(ExhibitCard),
})
export type BoothDetail = Static<typeof BoothDetail>

/** A hall code as signposted on site: a letter and its number, e.g. "A1". */
export const HallCode = Type.String({ pattern: '^[A-Z][0-9]{1,2}$' })

/** exhibition/hallDetail: one hall by its code. */
export const HallQuery = Type.Object({ hall: HallCode })
export type HallQuery = Static<typeof HallQuery>

/** exhibition/hallList: one hall of the venue, what is shown in it and how many booths stand there. */
export const HallSummary = Type.Object({
  hall: Type.String(),
  /** The exhibitions with zones in the hall, in seed order. */
  exhibitions: Type.Array(Type.Object({ id: Type.Number(), name: Type.String() })),
  areaNames: Type.Array(Type.String()),
  boothCount: Type.Number(),
})
export type HallSummary = Static<typeof HallSummary>

/** exhibition/hallDetail: a hall with its zones (each with its booth count) and its counts. */
export const HallDetail = Type.Object({
  ...HallSummary.properties,
  areas: Type.Array(ExhibitionAreaCard),
  exhibitorCount: Type.Number(),
  exhibitCount: Type.Number(),
})
export type HallDetail = Static<typeof HallDetail>

/** exhibition/viewedBooths: a booth the signed-in user opened in the app, most recent first. */
export const ViewedBooth = Type.Object({
  ...BoothCard.properties,
  lastViewedAt: Type.Number(),
  /** How many times the user opened it. */
  views: Type.Number(),
})
export type ViewedBooth = Static<typeof ViewedBooth>
