import { formatArea, formatParkPrice } from '@/components/park-card'
import { city } from '@/contract/city.endpoints'
import type { FilterOf, Page, PageQuery } from '@/contract/common'
import { parks, policies, projects } from '@/contract/content.endpoints'
import type { Endpoint } from '@/contract/endpoint'
import { enterprises } from '@/contract/enterprise.endpoints'
import type { SearchHit } from '@/contract/search'
import { searches } from '@/contract/search.endpoints'
import type { Translate } from '@/i18n'
import { formatDate } from '@/utils/date'
import type { PcListSection } from './sections'

/** One card of the zone: what every section's item shows in a grid or a side list. */
export interface PcItem {
  id: number
  cover: string
  title: string
  summary: string
  meta: string[]
  /** The figure that matters most (a price, an amount), shown in the accent colour. */
  highlight?: string
}

/** Language-bound formatters a feed needs to write its cards' text. */
export interface Formatters {
  t: Translate
  amount: (yuan: number) => string
}

/** What a section's list asks for beyond its page: the keyword, in the current city. */
export interface FeedFilters {
  keyword?: string
  areaId: number
}

export type DetailRoute =
  | 'pcparkdetail'
  | 'pcprojectdetail'
  | 'pcpolicydetail'
  | 'pcclusterdetail'
  | 'pcnewsdetail'
  | 'pcactivitydetail'
  | 'pcenterprisedetail'

/**
 * A section's data: the list endpoint its items come from, how the keyword and the city make its request (without the
 * page), how an item becomes a card, and which page a card opens.
 */
interface FeedOf<Q extends PageQuery, Item> {
  detail: DetailRoute
  endpoint: Endpoint<Q, Page<Item>>
  request: (filters: FeedFilters) => FilterOf<Q>
  card: (item: Item, fmt: Formatters) => PcItem
}

/** A section's feed as FEEDS keeps it, its endpoint's types set aside. */
export type PcFeed = FeedOf<PageQuery, unknown>

const feed = <Q extends PageQuery, Item>(source: FeedOf<Q, Item>) => source as unknown as PcFeed

const day = (time: number) => formatDate(time, 'YYYY-MM-DD')

function fromHit(hit: SearchHit): PcItem {
  return { id: hit.id, cover: hit.cover, title: hit.title, summary: hit.summary, meta: [day(hit.time)] }
}

/** The feed of every listing section; all of them are endpoints of the contract. */
export const FEEDS: Record<PcListSection, PcFeed> = {
  park: feed({
    detail: 'pcparkdetail',
    endpoint: parks.list,
    request: ({ keyword }) => ({ keyword }),
    card: (p, { t }) => ({
      id: p.id,
      cover: p.cover,
      title: p.title,
      summary: [p.parkType, p.region].filter(Boolean).join(' · '),
      meta: [formatArea(t, p.area)],
      highlight: formatParkPrice(t, p),
    }),
  }),
  project: feed({
    detail: 'pcprojectdetail',
    endpoint: projects.list,
    request: ({ keyword, areaId }) => ({ keyword, areaId }),
    card: (p, { amount }) => ({
      id: p.id,
      cover: p.cover,
      title: p.title,
      summary: [p.industry, p.investMode].filter(Boolean).join(' · '),
      meta: [p.region].filter(Boolean),
      highlight: amount(p.investAmount),
    }),
  }),
  policy: feed({
    detail: 'pcpolicydetail',
    endpoint: policies.search,
    request: ({ keyword }) => ({ keyword }),
    card: (p) => ({ ...fromHit(p), meta: [p.category, day(p.time)].filter(Boolean) }),
  }),
  cluster: feed({
    detail: 'pcclusterdetail',
    endpoint: city.clusterList,
    request: ({ keyword, areaId }) => ({ keyword, areaId }),
    card: (c, { t }) => ({
      id: c.id,
      cover: c.cover,
      title: c.title,
      summary: c.summary,
      meta: [c.industry, t('city.pc.enterpriseCount', { count: c.enterpriseCount })],
    }),
  }),
  news: feed({
    detail: 'pcnewsdetail',
    endpoint: searches.information,
    request: ({ keyword }) => ({ keyword }),
    card: (n) => ({
      id: n.id,
      cover: n.cover,
      title: n.title,
      summary: n.summary,
      meta: [n.source, day(n.publishTime)].filter(Boolean),
    }),
  }),
  activity: feed({
    detail: 'pcactivitydetail',
    endpoint: searches.meeting,
    request: ({ keyword }) => ({ keyword }),
    card: fromHit,
  }),
  enterprise: feed({
    detail: 'pcenterprisedetail',
    endpoint: enterprises.search,
    request: ({ keyword }) => ({ keyword }),
    card: (e) => ({
      id: e.enterpriseId,
      cover: e.cover || e.logo,
      title: e.name,
      summary: e.summary,
      meta: [e.industry, e.region].filter(Boolean),
    }),
  }),
}
