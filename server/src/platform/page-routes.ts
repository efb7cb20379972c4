import type { TSchema } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import type { Database } from './connect'
import { ok } from './envelope'
import { langOf } from './lang'
import type { KeywordSearch, PagedList } from './page'
import { SearchQuery, type FilterOf, type PageQuery } from '../../../src/contract/common'

/** A TypeBox schema of requests of type T. */
type SchemaOf<T> = TSchema & { static: T }

/**
 * The schema and handler of a route answering one page of `list`, given to `app.get(url, ...)` or `app.post`: the
 * request's page fields (the query's, or the body's where the schema is the body's) make the page, the others the filter.
 */
export function pagedList<Query extends PageQuery, Item>(
  db: Database,
  schema: { querystring: SchemaOf<Query> } | { body: SchemaOf<Query> },
  list: PagedList<FilterOf<Query>, Item>,
) {
  return {
    schema,
    handler: async (request: FastifyRequest) => {
      // The schema has validated what it names.
      const { pageNum, pageSize, ...filter } = ('body' in schema ? request.body : request.query) as Query
      return ok(await list(db, langOf(request), filter, { pageNum, pageSize }))
    },
  }
}

/** The schema and handler of a route answering one page of a keyword search (`SearchQuery`), given to `app.get`. */
export const keywordSearch = <Item>(db: Database, search: KeywordSearch<Item>) =>
  pagedList(db, { querystring: SearchQuery }, (db, lang, { keyword }, page) => search(db, lang, keyword, page))

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
