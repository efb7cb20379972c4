import { ContentCard } from '@/components/content-card'
import type { PolicyCard, PolicyQuery } from '@/contract/content'
import { policies } from '@/contract/content.endpoints'
import { navigate } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { filterBy, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'

/** The policy list's descriptor: every policy, or only the investment-circle (goldkey) zone's. */
export function policyDescriptor(route: RouteKey, goldkey = false): ContentListDescriptor<PolicyCard, PolicyQuery> {
  return {
    route,
    searchPlaceholder: 'content.policySearchPlaceholder',
    countLabel: 'content.policyCount',
    ...filterBy('categoryId', 'content.policyCategory', (api) => api.content.policyCategorySelect()),
    endpoint: policies.search,
    request: (query) => ({ ...query, ...(goldkey ? { goldkey } : {}) }),
    renderItem: (policy) => (
      <ContentCard
        key={policy.id}
        cover={policy.cover}
        title={policy.title}
        tags={[policy.category]}
        place={policy.issuer}
        highlight={formatDate(policy.time, 'YYYY-MM-DD')}
        testId='policy-card'
        onOpen={() => void navigate('richDetail', { id: policy.id })}
      />
    ),
  }
}
