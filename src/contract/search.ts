import { Type, type Static } from '@sinclair/typebox'

/** A result of any of the eleven searches; `type` is a ContentType code that decides where it opens. */
export const SearchHit = Type.Object({
  id: Type.Number(),
  type: Type.Number(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  time: Type.Number(),
})
export type SearchHit = Static<typeof SearchHit>

export const SearchRank = Type.Object({
  keyword: Type.String(),
  count: Type.Number(),
})
export type SearchRank = Static<typeof SearchRank>
