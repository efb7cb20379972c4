import '@/i18n/content.pages'
import { ContentType } from '@/contract/common.codes'
import { policies } from '@/contract/content.endpoints'
import { policyFacts } from '@/features/content/facts'
import { detailPage } from '@/templates/content-detail/content-detail-page'

/** /richDetail?id=: a policy (search type 3) with its issuer, publish date and sanitised full text. */
export default detailPage({
  route: 'richDetail',
  contentType: ContentType.policy,
  endpoint: policies.detail,
  view: (policy, kit) => ({
    facts: policyFacts(policy, kit),
    introHeading: 'content.policyContent',
    imagesHeading: 'content.policyAttachments',
  }),
})
