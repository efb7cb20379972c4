import '@/i18n/enterprise.pages'
import type { EnterpriseHit } from '@/contract/enterprise'
import { enterprises as enterpriseEndpoints } from '@/contract/enterprise.endpoints'
import { filterBy, listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { EnterpriseCard } from '../shared/enterprise-card'

const enterprises: ContentListDescriptor<EnterpriseHit> = {
  route: 'enterprise',
  searchPlaceholder: 'enterprise.searchPlaceholder',
  countLabel: 'enterprise.count',
  ...filterBy('industryId', 'enterprise.industry', (api) => api.content.industrySelect()),
  endpoint: enterpriseEndpoints.search,
  renderItem: (e) => <EnterpriseCard key={e.enterpriseId} enterprise={e} />,
}

export default listPage(enterprises)
