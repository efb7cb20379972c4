import '@/i18n/fair.pages'
import { VIP_CATEGORIES } from '@/contract/fair.codes'
import { useRouteQuery } from '@/routes/navigate'
import { VipZone } from '../shared/vip-zone'

/** A VIP zone: the one its path (/vip-capital) or query (`category=capital`) names, government by default. */
export default function VipZonePage() {
  const { category } = useRouteQuery('vipZone')
  return <VipZone category={VIP_CATEGORIES.find((c) => c === category) ?? 'government'} />
}
