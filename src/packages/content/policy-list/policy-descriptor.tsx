import { ContentCard } from '@/components/content-card'
import type { PolicyCard } from '@/contract/content'
import { navigate } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { filterBy, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'

/** The policy list's descriptor: every policy, or only the investment-circle (goldkey) zone's. */
export function policyDescriptor(route: RouteKey, goldkey = false): ContentListDescriptor<PolicyCard> {
  return {
    route,
    searchPlaceholder: 'content.policySearchPlaceholder',
    countLabel: 'content.policyCount',
    ...filterBy('categoryId', 'content.policyCategory', (api) => api.content.policyCategorySelect()),
    fetchPage: (api, query) => api.content.policySearch({ ...query, ...(goldkey ? { goldkey } : {}) }),
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
