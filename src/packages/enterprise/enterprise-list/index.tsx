import '@/i18n/enterprise.pages'
import type { EnterpriseHit } from '@/contract/enterprise'
import { filterBy, listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { EnterpriseCard } from '../shared/enterprise-card'

const enterprises: ContentListDescriptor<EnterpriseHit> = {
  route: 'enterprise',
  searchPlaceholder: 'enterprise.searchPlaceholder',
  countLabel: 'enterprise.count',
  ...filterBy('industryId', 'enterprise.industry', (api) => api.content.industrySelect()),
  fetchPage: (api, query) => api.enterprise.enterpriseSearch(query),
  renderItem: (e) => <EnterpriseCard key={e.enterpriseId} enterprise={e} />,
}

export default listPage(enterprises)
