import type { Page, PageQuery, SearchQuery } from '@/contract/common'
import type { NewsDetail } from '@/contract/content'
import type { CustomerCare, ProjectGroup } from '@/contract/network'
import { services } from './service'
import type { HttpClient } from '../http/types'

/** People and their posts, business cards, project groups and customer service. */
export function createNetworkApi(http: HttpClient) {
  const { common, user } = services(http)
  return {
    userInfoDetail: (id: number | string) => common.get<NewsDetail>('home/userInfoDetail', { id }, true),
    userInformationList: (q: PageQuery & { userId: number }) =>
      common.get<Page<NewsDetail>>('home/userInformationList', q),
    dynamicDetail: (id: number | string) => common.get<NewsDetail>('home/dynamicDetail', { id }, true),
    applyBusinessCard: (targetUserId: number, remark: string) =>
      user.post<null>('userBusinessCardApply/add', { targetUserId, remark }, true),
    businessCardStatus: (targetUserId: number) =>
      user.get<{ status: number }>('userBusinessCardApply/getStatus', { targetUserId }),
    projectGroups: (q: SearchQuery) => common.get<Page<ProjectGroup>>('projectGroup/list', q),
    customerCare: () => common.get<CustomerCare[]>('operateCustomerCare/list'),
  }
}
