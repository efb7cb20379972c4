import '@/i18n/enterprise.pages'
import type { EnterpriseHit } from '@/contract/enterprise'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { EnterpriseCard } from '../shared/enterprise-card'

/** The investment circle's company list: enterprises flagged as investment institutions. */
const institutions: ContentListDescriptor<EnterpriseHit> = {
  route: 'goldkeyCompany',
  searchPlaceholder: 'enterprise.goldkey.searchPlaceholder',
  countLabel: 'enterprise.goldkey.count',
  fetchPage: (api, query) => api.enterprise.enterpriseSearch({ ...query, institution: 1 }),
  renderItem: (e) => <EnterpriseCard key={e.enterpriseId} enterprise={e} />,
}

export default listPage(institutions)
