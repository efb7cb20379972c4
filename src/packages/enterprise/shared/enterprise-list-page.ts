import type { FilterOf, Page, PageQuery } from '@/contract/common'
import type { Endpoint } from '@/contract/endpoint'
import {
  listPage,
  type ContentListDescriptor,
  type ListLayout,
  type ListRequest,
} from '@/templates/content-list/content-list-page'

/** The query of a list of one enterprise's items: the enterprise, and the keyword. */
interface EnterpriseItemsQuery extends PageQuery {
  enterpriseId?: number
  keyword?: string
}

/** A list of one enterprise's items: its endpoint, taking the enterprise and the keyword, and its layout. */
interface EnterpriseListDescriptor<T, Q extends EnterpriseItemsQuery> extends ListLayout<T> {
  endpoint: Endpoint<Q, Page<T>>
}

/** A list of one enterprise's items: the enterprise is the query's `id`. */
export function enterpriseListPage<T, Q extends EnterpriseItemsQuery>(list: EnterpriseListDescriptor<T, Q>) {
  return listPage<T, Q>((params) => {
    const enterpriseId = Number(params.id)
    // Every such endpoint takes the enterprise and the keyword (EnterpriseItemsQuery).
    const request: ListRequest<Q> = ({ keyword }) => ({ keyword, enterpriseId }) as FilterOf<Q>
    return { ...list, request } as ContentListDescriptor<T, Q>
  })
}
