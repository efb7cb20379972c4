import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox'
import { PAGE_SIZE_MAX } from './common.codes'

/** Database ids are int4. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
export type Id = Static<typeof Id>

/** A filter id as the select options send it (a numeric string); '' means "any". */
export const FilterId = Type.String({ pattern: '^[0-9]{0,9}$' })

export const Keyword = Type.String({ maxLength: 50 })

/** One of a fixed list of codes (the lists live in `<domain>.codes.ts`, where the app reads them too). */
export const Literals = <T extends string | number>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)))

/** Paging fields every list query takes; pageNum starts at 1. */
export const PageFields = {
  pageNum: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10 }),
}

export const PageQuery = Type.Object(PageFields)
export type PageQuery = Static<typeof PageQuery>

/** What a list query filters by: the query without its paging. */
export type FilterOf<Q extends PageQuery> = Omit<Q, keyof PageQuery>

export const SearchQuery = Type.Object({ ...PageFields, keyword: Type.Optional(Keyword) })
export type SearchQuery = Static<typeof SearchQuery>

export const IdQuery = Type.Object({ id: Id })
export type IdQuery = Static<typeof IdQuery>

/** Rich text as the server keeps it, sanitised; the app sanitises it again before rendering. */
export const RichText = Type.String()

/** The body of a detail page below its facts: the rich text and the pictures of its gallery. */
export const ArticleBody = { content: RichText, images: Type.Array(Type.String()) }

/** The detail of a card whose page adds only the rich text. */
export const DetailOf = <T extends TProperties>(card: TObject<T>) =>
  Type.Object({ ...card.properties, content: RichText })

/** What a content card shows: its title, a line of summary and the cover picture. */
export const CardFace = { title: Type.String(), summary: Type.String(), cover: Type.String() }

/** When something runs: its start and end on the server's clock, in ms. */
export const TimeSpan = { startTime: Type.Number(), endTime: Type.Number() }

/** The days something runs, YYYY-MM-DD. */
export const DateSpan = { startDate: Type.String(), endDate: Type.String() }

/** A choice of a select: the value sent back and the label shown, in the asked language. */
export const Option = Type.Object({ value: Type.String(), label: Type.String() })
export type Option = Static<typeof Option>

/** A value that may be absent, answered as null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** One page of a list; `total` counts every row that matches, not just this page. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  })
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number }

/** The envelope every server answer uses; code 200 is success, any other code carries a message. */
export interface Envelope<T> {
  code: number
  msg: string
  data: T
}
