import '@/i18n/enterprise.pages'
import type { EnterpriseHit, EnterpriseSearchQuery } from '@/contract/enterprise'
import { enterprises } from '@/contract/enterprise.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { EnterpriseCard } from '../shared/enterprise-card'

/** The investment circle's company list: enterprises flagged as investment institutions. */
const institutions: ContentListDescriptor<EnterpriseHit, EnterpriseSearchQuery> = {
  route: 'goldkeyCompany',
  searchPlaceholder: 'enterprise.goldkey.searchPlaceholder',
  countLabel: 'enterprise.goldkey.count',
  endpoint: enterprises.search,
  request: (query) => ({ ...query, institution: 1 }),
  renderItem: (e) => <EnterpriseCard key={e.enterpriseId} enterprise={e} />,
}

export default listPage(institutions)
