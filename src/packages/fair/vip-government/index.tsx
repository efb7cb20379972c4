import '@/i18n/fair.pages'
import { vipZonePage } from '../shared/vip-zone'

/** The government VIP zone. */
export default vipZonePage('vipGovernment', 'government')
