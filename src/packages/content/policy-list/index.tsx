import '@/i18n/content.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { policyDescriptor } from './policy-descriptor'

const policies = policyDescriptor('policy')

/** /policy: every policy, searchable by title or issuer and filtered by category. */
export default listPage(policies)
