import { useRouter } from '@tarojs/taro'
import { failedState, useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { IdQuery } from '@/contract/common'
import { ResponseCode } from '@/contract/common.codes'
import type { Endpoint } from '@/contract/endpoint'
import { ApiError } from '@/services/http/errors'

/** The query of a detail page's address. */
export type DetailParams = Partial<Record<string, string>>

/** How a detail page's id (and the rest of its query) make its endpoint's request. */
export type DetailRequest<Request> = (id: number, params: DetailParams) => Request

/**
 * Where a detail page's item comes from: the endpoint, and how the page's id makes the request; `{ id }` unless the
 * page says otherwise, which it must when the endpoint takes more than an id.
 */
export type DetailSource<T, Request = unknown> = { endpoint: Endpoint<Request, T> } & (IdQuery extends Request
  ? { request?: DetailRequest<Request> }
  : { request: DetailRequest<Request> })

/** The id an address names: a positive whole number, else undefined. */
export function detailId(value: string | undefined): number | undefined {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

const notFound = () => new ApiError('server', { code: ResponseCode.notFound })

const byId = (id: number): IdQuery => ({ id })

/**
 * A detail page's item, by its endpoint from the cache of page data: the id comes from the query (`id` unless the route
 * names another key). A page opened again shows the item at once, and a language switch asks again
 * (src/components/use-endpoint.ts). An address without a valid id is "not found" at once, without asking.
 */
export function useDetail<T, Request = unknown>(
  { endpoint, request = byId as never }: DetailSource<T, Request>,
  idParams: string[] = ['id'],
): RequestState<T> {
  const { params } = useRouter()
  const id = detailId(idParams.map((key) => params[key]).find(Boolean))
  const asked = useEndpoint(endpoint, (id === undefined ? undefined : request(id, params)) as Request, {
    enabled: id !== undefined,
    loading: true,
  })
  return id === undefined ? failedState(notFound()) : asked
}
