import '@/i18n/fair.pages'
import { vipZonePage } from '../shared/vip-zone'

/** The capital VIP zone. */
export default vipZonePage('vipCapital', 'capital')
