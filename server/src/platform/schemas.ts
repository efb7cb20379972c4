import { Type } from '@sinclair/typebox'
import { NEWS_CATEGORIES } from '../../../src/contract/content.codes'

/** Database ids are int4. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/** A filter id as the select options send it (a numeric string); '' means "any". */
export const FilterId = Type.String({ pattern: '^[0-9]{0,9}$' })

/** The id a FilterId names; undefined for '' or none (any). */
export const filterIdOf = (value?: string) => (value ? Number(value) : undefined)

export const Keyword = Type.String({ maxLength: 50 })

export const PageFields = {
  pageNum: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
}

export const SearchQuery = Type.Object({ ...PageFields, keyword: Type.Optional(Keyword) })

/** informationSearch also narrows to one news category by its code. */
export const NewsSearchQuery = Type.Object({
  ...PageFields,
  keyword: Type.Optional(Keyword),
  category: Type.Optional(Type.Union(NEWS_CATEGORIES.map((c) => Type.Literal(c)))),
})

export const IdQuery = Type.Object({ id: Id })

/** 'hot': most viewed first; 'latest' (the default): newest first. */
export const ListSort = Type.Union([Type.Literal('latest'), Type.Literal('hot')])

/** 1 investment project, 2 major project. */
export const ProjectType = Type.Integer({ minimum: 1, maximum: 2 })

export const ProjectListBody = Type.Object({
  ...PageFields,
  keyword: Type.Optional(Keyword),
  industryId: Type.Optional(FilterId),
  carrierId: Type.Optional(FilterId),
  investModeId: Type.Optional(FilterId),
  pushTimeId: Type.Optional(FilterId),
  type: Type.Optional(ProjectType),
  areaId: Type.Optional(Type.Integer({ minimum: 100000, maximum: 999999 })),
  sort: Type.Optional(ListSort),
})

export const ParkListBody = Type.Object({
  ...PageFields,
  keyword: Type.Optional(Keyword),
  parkTypeId: Type.Optional(FilterId),
  estateTypeId: Type.Optional(FilterId),
  sort: Type.Optional(ListSort),
})
