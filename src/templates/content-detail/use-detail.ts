import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { useEndpoint } from '@/components/use-endpoint'
import { useRequest, type RequestState } from '@/components/use-request'
import type { IdQuery } from '@/contract/common'
import { ResponseCode } from '@/contract/common.codes'
import type { Endpoint } from '@/contract/endpoint'
import type { Api } from '@/services/api'
import { ApiError } from '@/services/http/errors'
import { useStores } from '@/stores/context'

/** The query of a detail page's address. */
export type DetailParams = Partial<Record<string, string>>

/** How a detail page asks for its item by calling the api itself: only until its domain's calls have endpoints. */
export type DetailLoad<T> = (api: Api, id: number, params: DetailParams) => Promise<T>

/** How a detail page's id (and the rest of its query) make its endpoint's request. */
export type DetailRequest<Request> = (id: number, params: DetailParams) => Request

/**
 * How a detail page asks for its item: the endpoint, and how the page's id makes the request; `{ id }` unless the page
 * says otherwise, which it must when the endpoint takes more than an id.
 */
export type DetailEndpoint<T, Request> = { endpoint: Endpoint<Request, T>; load?: never } & (IdQuery extends Request
  ? { request?: DetailRequest<Request> }
  : { request: DetailRequest<Request> })

/** Where a detail page's item comes from: its endpoint, or (during the move to endpoints) a load function. */
export type DetailSource<T, Request = unknown> = DetailEndpoint<T, Request> | { load: DetailLoad<T>; endpoint?: never }

/** The id an address names: a positive whole number, else undefined. */
export function detailId(value: string | undefined): number | undefined {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

const notFound = () => new ApiError('server', { code: ResponseCode.notFound })

const byId = (id: number): IdQuery => ({ id })

/** What useDetail is given: a page's source, or (during the move) the bare load function of a page. */
type Source<T, Request> = DetailSource<T, Request> | DetailLoad<T>

/** The load function of a page that asks by one: a bare function, or a descriptor's `load`. */
const loadOf = <T, Request>(source: Source<T, Request>): DetailLoad<T> | undefined =>
  typeof source === 'function' ? source : source.load

/** The item from the cache of page data, by the endpoint; "not found" at once, without asking, for no valid id. */
function useEndpointDetail<T, Request>(
  source: Source<T, Request>,
  id: number | undefined,
  params: DetailParams,
): RequestState<T> {
  const { endpoint, request = byId as never } = source as DetailEndpoint<T, Request>
  const asked = useEndpoint(endpoint, (id === undefined ? undefined : request(id, params)) as Request, {
    enabled: id !== undefined,
    loading: true,
  })
  return id === undefined ? { data: undefined, status: 'error', error: notFound(), reload: async () => {} } : asked
}

/** The item by the page's own load function, again when the id or the language changes. */
function useLoadedDetail<T, Request>(
  source: Source<T, Request>,
  id: number | undefined,
  params: DetailParams,
): RequestState<T> {
  const { api, app } = useStores()
  const load = loadOf(source)!
  return useRequest(() => (id ? load(api, id, params) : Promise.reject(notFound())), [id, app.language])
}

/**
 * A detail page's item: the id comes from the query (`id` unless the route names another key). Asked by its endpoint,
 * a page opened again shows the item at once and a language switch asks again (src/components/use-endpoint.ts); by
 * a load function, the item loads again when the id or the language changes. An address without a valid id is
 * "not found" at once.
 */
export function useDetail<T, Request = unknown>(
  source: Source<T, Request>,
  idParams: string[] = ['id'],
): RequestState<T> {
  const { params } = useRouter()
  const id = detailId(idParams.map((key) => params[key]).find(Boolean))
  // Which way the page asks is settled when it first renders (a page's descriptor or call never changes), so it runs
  // the same hooks on every render. Load functions go once the pages still on them (the fair domain's, the network's
  // post) ask by endpoint.
  const [useAsked] = useState(() => (loadOf(source) ? useLoadedDetail : useEndpointDetail))
  return useAsked<T, Request>(source, id, params)
}
