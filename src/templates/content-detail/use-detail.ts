import { useRouter } from '@tarojs/taro'
import { useRequest, type RequestState } from '@/components/use-request'
import type { Api } from '@/services/api'
import { useStores } from '@/stores/context'

/** How a detail page loads its item: the call, given the id from the page's query and the whole query. */
export type DetailLoad<T> = (api: Api, id: string, params: Partial<Record<string, string>>) => Promise<T>

/**
 * A detail page's item: the id comes from the query (`id` unless the route names another key), and the item
 * loads again when the id or the language changes.
 */
export function useDetail<T>(load: DetailLoad<T>, idParams: string[] = ['id']): RequestState<T> {
  const { api, app } = useStores()
  const { params } = useRouter()
  const id = idParams.map((key) => params[key]).find(Boolean) ?? ''
  return useRequest(() => load(api, id, params), [id, app.language])
}
