import { Type, type Static, type TSchema } from '@sinclair/typebox'

/** Database ids are int4. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/** Paging fields every list query takes. */
export const PageFields = {
  pageNum: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
}

/** A choice of a select: the value sent back and the label shown, in the asked language. */
export const Option = Type.Object({ value: Type.String(), label: Type.String() })
export type Option = Static<typeof Option>

/** One page of a list: the rows, the total matching and the page asked for. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  })

export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number }
export type Id = Static<typeof Id>

/** The envelope every server answer uses; code 200 is success. */
export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

/** Page request shared by every list call; pageNum starts at 1. */
export interface PageQuery {
  pageNum: number
  pageSize: number
}

export interface SearchQuery extends PageQuery {
  keyword?: string
}

export interface IdQuery {
  id: number | string
}
