import type { MemberUnit } from '@/contract/city'
import { CITY_GROUPS, type CityGroup } from '@/contract/city.codes'
import type { MessageKey } from '@/i18n'

export const GROUP_LABELS: Record<CityGroup, MessageKey> = {
  xiamen: 'city.group.xiamen',
  fujian: 'city.group.fujian',
  province: 'city.group.province',
  overseas: 'city.group.overseas',
}

/** Member units by group, in the fixed group order; empty groups are left out. */
export function groupUnits(units: MemberUnit[]): { group: CityGroup; units: MemberUnit[] }[] {
  return CITY_GROUPS.map((group) => ({ group, units: units.filter((u) => u.group === group) })).filter(
    (g) => g.units.length > 0,
  )
}
