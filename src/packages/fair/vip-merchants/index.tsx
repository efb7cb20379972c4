import '@/i18n/fair.pages'
import { vipZonePage } from '../shared/vip-zone'

/** The merchant VIP zone. */
export default vipZonePage('vipMerchants', 'merchant')
