import '@/i18n/city.pages'
import { ContentType } from '@/contract/common.codes'
import { policies } from '@/contract/content.endpoints'
import { policyFacts } from '@/features/content/facts'
import { formatDate } from '@/utils/date'
import { pcDetailPage } from '../layout/pc-article'

export default pcDetailPage({
  route: 'pcpolicydetail',
  section: 'policy',
  contentType: ContentType.policy,
  endpoint: policies.detail,
  view: (policy, kit) => ({
    meta: [policy.issuer, kit.t('city.pc.publishedAt', { date: formatDate(policy.time, 'YYYY-MM-DD') })],
    facts: policyFacts(policy, kit),
    images: [],
  }),
})
