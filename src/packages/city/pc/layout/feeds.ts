import { formatArea, formatParkPrice } from '@/components/park-card'
import type { Page, PageQuery } from '@/contract/common'
import type { SearchHit } from '@/contract/search'
import type { Translate } from '@/i18n'
import type { Api } from '@/services/api'
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

/** Everything a section's list needs to load one page of cards for the current city. */
export interface FeedQuery {
  page: PageQuery
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

/** A section's data: how to load a page of cards and which page a card opens. */
export interface PcFeed {
  detail: DetailRoute
  load: (api: Api, fmt: Formatters, query: FeedQuery) => Promise<Page<PcItem>>
}

const day = (time: number) => formatDate(time, 'YYYY-MM-DD')

function mapPage<T>(page: Page<T>, toItem: (item: T) => PcItem): Page<PcItem> {
  return { ...page, list: page.list.map(toItem) }
}

function fromHit(hit: SearchHit): PcItem {
  return { id: hit.id, cover: hit.cover, title: hit.title, summary: hit.summary, meta: [day(hit.time)] }
}

/** The feed of every listing section; all of them come from server calls in src/services/api. */
export const FEEDS: Record<PcListSection, PcFeed> = {
  park: {
    detail: 'pcparkdetail',
    load: async (api, { t }, { page, keyword }) =>
      mapPage(await api.content.parkList({ ...page, keyword }), (p) => ({
        id: p.id,
        cover: p.cover,
        title: p.title,
        summary: [p.parkType, p.region].filter(Boolean).join(' · '),
        meta: [formatArea(t, p.area)],
        highlight: formatParkPrice(t, p),
      })),
  },
  project: {
    detail: 'pcprojectdetail',
    load: async (api, { amount }, { page, keyword, areaId }) =>
      mapPage(await api.content.projectList({ ...page, keyword, areaId }), (p) => ({
        id: p.id,
        cover: p.cover,
        title: p.title,
        summary: [p.industry, p.investMode].filter(Boolean).join(' · '),
        meta: [p.region].filter(Boolean),
        highlight: amount(p.investAmount),
      })),
  },
  policy: {
    detail: 'pcpolicydetail',
    load: async (api, _fmt, { page, keyword }) =>
      mapPage(await api.content.policySearch({ ...page, keyword }), (p) => ({
        ...fromHit(p),
        meta: [p.category, day(p.time)].filter(Boolean),
      })),
  },
  cluster: {
    detail: 'pcclusterdetail',
    load: async (api, { t }, { page, keyword, areaId }) =>
      mapPage(await api.city.clusterList({ ...page, keyword, areaId }), (c) => ({
        id: c.id,
        cover: c.cover,
        title: c.title,
        summary: c.summary,
        meta: [c.industry, t('city.pc.enterpriseCount', { count: c.enterpriseCount })],
      })),
  },
  news: {
    detail: 'pcnewsdetail',
    load: async (api, _fmt, { page, keyword }) =>
      mapPage(await api.search.newsSearch({ ...page, keyword }), (n) => ({
        id: n.id,
        cover: n.cover,
        title: n.title,
        summary: n.summary,
        meta: [n.source, day(n.publishTime)].filter(Boolean),
      })),
  },
  activity: {
    detail: 'pcactivitydetail',
    load: async (api, _fmt, { page, keyword }) =>
      mapPage(await api.search.search('meeting', { ...page, keyword }), fromHit),
  },
  enterprise: {
    detail: 'pcenterprisedetail',
    load: async (api, _fmt, { page, keyword }) =>
      mapPage(await api.enterprise.enterpriseSearch({ ...page, keyword }), (e) => ({
        id: e.enterpriseId,
        cover: e.cover || e.logo,
        title: e.name,
        summary: e.summary,
        meta: [e.industry, e.region].filter(Boolean),
      })),
  },
}
