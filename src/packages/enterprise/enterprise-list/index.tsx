import type { EnterpriseHit } from '@/contract/enterprise'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { EnterpriseCard } from '../shared/enterprise-card'

const enterprises: ContentListDescriptor<EnterpriseHit> = {
  route: 'enterprise',
  searchPlaceholder: 'enterprise.searchPlaceholder',
  countLabel: 'enterprise.count',
  filters: [{ key: 'industryId', label: 'enterprise.industry' }],
  options: async (api) => ({ industryId: await api.content.industrySelect() }),
  fetchPage: (api, query) => api.enterprise.enterpriseSearch(query),
  renderItem: (e) => <EnterpriseCard key={e.enterpriseId} enterprise={e} />,
}

export default listPage(enterprises)
