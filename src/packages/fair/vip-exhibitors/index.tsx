import '@/i18n/fair.pages'
import { vipZonePage } from '../shared/vip-zone'

/** The exhibitor VIP zone. */
export default vipZonePage('vipExhibitors', 'exhibitor')
