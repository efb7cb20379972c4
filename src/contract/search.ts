import { Type, type Static } from '@sinclair/typebox'
import { CardFace } from './common'

/** A result of any of the eleven searches; `type` is a ContentType code that decides where it opens. */
export const SearchHit = Type.Object({
  id: Type.Number(),
  type: Type.Number(),
  ...CardFace,
  time: Type.Number(),
})
export type SearchHit = Static<typeof SearchHit>

export const SearchRank = Type.Object({
  keyword: Type.String(),
  count: Type.Number(),
})
export type SearchRank = Static<typeof SearchRank>
