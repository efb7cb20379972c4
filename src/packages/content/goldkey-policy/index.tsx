import '@/i18n/content.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { policyDescriptor } from '../policy-list/policy-descriptor'

const goldkeyPolicies = policyDescriptor('goldkeyPolicy', true)

/** /goldkey-policy: the investment circle's policies (investment attraction, talent, funds). */
export default listPage(goldkeyPolicies)
