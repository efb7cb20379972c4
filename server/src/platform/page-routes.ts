import type { FastifyRequest } from 'fastify'
import type { Database } from './connect'
import { found } from './envelope'
import { langOf, type Lang } from './lang'
import type { PlainMessageKey } from './messages'
import type { KeywordSearch, PagedList } from './page'
import type { FilterOf, IdQuery, PageQuery, SearchQuery } from '../../../src/contract/common'

/** The handler of an endpoint (serve) answering one page of `list`: the page fields make the page, the others the filter. */
export const listPage =
  <Query extends PageQuery, Item>(db: Database, list: PagedList<FilterOf<Query>, Item>) =>
  async ({ pageNum, pageSize, ...filter }: Query, request: FastifyRequest) =>
    list(db, langOf(request), filter, { pageNum, pageSize })

/** The handler of an endpoint (serve) answering one page of a keyword search (`SearchQuery`). */
export const searchPage =
  <Item>(db: Database, search: KeywordSearch<Item>) =>
  async ({ keyword, ...page }: SearchQuery, request: FastifyRequest) =>
    search(db, langOf(request), keyword, page)

/** The handler of an endpoint (serve) answering the item of an id in the caller's language, or a 404 (in `missing`'s words). */
export const itemById =
  <Item>(
    db: Database,
    get: (db: Database, lang: Lang, id: number) => Promise<Item | null | undefined>,
    missing?: PlainMessageKey,
  ) =>
  async ({ id }: IdQuery, request: FastifyRequest) =>
    found(await get(db, langOf(request), id), missing)
