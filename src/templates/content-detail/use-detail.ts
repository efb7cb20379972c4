import { useRouter } from '@tarojs/taro'
import { useRequest, type RequestState } from '@/components/use-request'
import { ResponseCode } from '@/contract/common.codes'
import type { Api } from '@/services/api'
import { ApiError } from '@/services/http/errors'
import { useStores } from '@/stores/context'

/** How a detail page loads its item: the call, given the id from the page's query and the whole query. */
export type DetailLoad<T> = (api: Api, id: number, params: Partial<Record<string, string>>) => Promise<T>

/** The id an address names: a positive whole number, else undefined. */
export function detailId(value: string | undefined): number | undefined {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/**
 * A detail page's item: the id comes from the query (`id` unless the route names another key), and the item
 * loads again when the id or the language changes. An address without a valid id is "not found" at once.
 */
export function useDetail<T>(load: DetailLoad<T>, idParams: string[] = ['id']): RequestState<T> {
  const { api, app } = useStores()
  const { params } = useRouter()
  const id = detailId(idParams.map((key) => params[key]).find(Boolean))
  return useRequest(
    () => (id ? load(api, id, params) : Promise.reject(new ApiError('server', { code: ResponseCode.notFound }))),
    [id, app.language],
  )
}
