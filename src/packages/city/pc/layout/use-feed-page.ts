import { useAmount } from '@/components/use-amount'
import { useEndpoint } from '@/components/use-endpoint'
import { useStores, useT } from '@/stores/context'
import { FEEDS } from './feeds'
import type { PcListSection } from './sections'

/** The first cards of a section for the current city (a preview, a side list), from the cache of page data. */
export function useFeedPage(section: PcListSection, pageSize: number) {
  const t = useT()
  const amount = useAmount()
  const { area } = useStores()
  const feed = FEEDS[section]
  const page = useEndpoint(feed.endpoint, { ...feed.request({ areaId: area.city.id }), pageNum: 1, pageSize })
  return { ...page, cards: (page.data?.list ?? []).map((item) => feed.card(item, { t, amount })) }
}
