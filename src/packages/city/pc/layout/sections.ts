import type { MessageKey } from '@/i18n'

/** The eight sections of the hot-city zone, in the order of its navigation. */
export const PC_SECTIONS = [
  'introduction',
  'park',
  'project',
  'policy',
  'cluster',
  'news',
  'activity',
  'enterprise',
] as const
export type PcSection = (typeof PC_SECTIONS)[number]

/** The sections that list content (every one but the introduction). */
export type PcListSection = Exclude<PcSection, 'introduction'>

/** The listing sections in navigation order. */
export const PC_LIST_SECTIONS = PC_SECTIONS.filter((s): s is PcListSection => s !== 'introduction')

/** The zone's pages that take no query: its navigation targets. */
export type SectionRoute =
  'pcintroduction' | 'pcpark' | 'pcproject' | 'pcpolicy' | 'pccluster' | 'pcnews' | 'pcactivity' | 'pcenterprise'

/** The page each navigation entry opens and its label. */
export const SECTION_ROUTES: Record<PcSection, { route: SectionRoute; label: MessageKey }> = {
  introduction: { route: 'pcintroduction', label: 'city.pc.section.introduction' },
  park: { route: 'pcpark', label: 'city.pc.section.park' },
  project: { route: 'pcproject', label: 'city.pc.section.project' },
  policy: { route: 'pcpolicy', label: 'city.pc.section.policy' },
  cluster: { route: 'pccluster', label: 'city.pc.section.cluster' },
  news: { route: 'pcnews', label: 'city.pc.section.news' },
  activity: { route: 'pcactivity', label: 'city.pc.section.activity' },
  enterprise: { route: 'pcenterprise', label: 'city.pc.section.enterprise' },
}
