import type { InquiryItem, InquiryListQuery, MineItem, MineKind, MineList, MineListQuery } from '@/contract/account'
import type { Page } from '@/contract/common'
import type { HttpClient } from '../http/types'

/** The account's backend service. */
const P = '/user-central'

/** What the signed-in user kept and sent: collections, likes, follows and purchase enquiries. */
export function createAccountApi(http: HttpClient) {
  const get = <T>(path: string, data?: object) => http.request<T>(`${P}/${path}`, { method: 'GET', data })
  return {
    mineList: (list: MineList, query: MineListQuery) => get<Page<MineItem>>(`mine/${list}`, query),
    mineKinds: (list: MineList) => get<MineKind[]>(`mine/${list}/kinds`),
    inquiries: (query: InquiryListQuery) => get<Page<InquiryItem>>('mine/inquiries', query),
  }
}
