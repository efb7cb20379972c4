import type { Page } from '@/contract/common'
import type { Api } from '@/services/api'
import { listPage, type ContentListDescriptor, type ListQuery } from '@/templates/content-list/content-list-page'

interface EnterpriseListDescriptor<T> extends Omit<ContentListDescriptor<T>, 'fetchPage'> {
  /** Loads one page of the enterprise's items. */
  fetchPage: (api: Api, query: ListQuery & { enterpriseId: number }) => Promise<Page<T>>
}

/** A list of one enterprise's items: the enterprise is the query's `id`. */
export function enterpriseListPage<T>({ fetchPage, ...list }: EnterpriseListDescriptor<T>) {
  return listPage<T>((params) => {
    const enterpriseId = Number(params.id)
    return { ...list, fetchPage: (api, query) => fetchPage(api, { ...query, enterpriseId }) }
  })
}
