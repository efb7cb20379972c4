// The demo videos after the forum talks: full-session recordings and VIP roadshows.
import type { VideoCategory } from './catalogue.seed'
import { t, type Text } from '../platform/text'

/** The full-session recordings, after the forum talks. */
export const LONG_SESSIONS: readonly Text[] = [
  t(
    '第二十五届投洽会开幕式暨国际投资论坛（全程回放）',
    'Opening Ceremony and International Investment Forum (full session)',
  ),
  t('全球投资促进大会（全程回放）', 'Global Investment Promotion Conference (full session)'),
  t('《世界投资报告2026》发布会（全程回放）', 'Launch of the World Investment Report 2026 (full session)'),
  t('中国—东盟投资合作圆桌会（全程回放）', 'China–ASEAN Investment Cooperation Roundtable (full session)'),
  t('数字经济与跨境投资论坛（全程回放）', 'Forum on the Digital Economy and Cross-border Investment (full session)'),
  t('闭幕式暨重点项目签约仪式（全程回放）', 'Closing Ceremony and Key Project Signing (full session)'),
]

/** A VIP roadshow video: its title, its category and its speaker (a speaker id), if any. */
export interface Roadshow {
  title: Text
  category: keyof typeof VideoCategory
  speakerId: number | null
}

/** The VIP roadshow videos, after the full sessions; the first three are featured. */
export const ROADSHOWS: readonly Roadshow[] = [
  {
    title: t('海沧生物医药产业园招商路演', 'Haicang Biomedicine Park investment roadshow'),
    category: 'roadshow',
    speakerId: 3,
  },
  {
    title: t('固态电池中试线项目融资路演', 'Solid-state battery pilot line: financing pitch'),
    category: 'roadshow',
    speakerId: 7,
  },
  {
    title: t('厦门自贸片区投资环境推介', 'Xiamen Free Trade Zone: investment environment showcase'),
    category: 'cityShowcase',
    speakerId: 9,
  },
  {
    title: t('智慧港口物流平台项目路演', 'Smart port logistics platform roadshow'),
    category: 'roadshow',
    speakerId: null,
  },
  {
    title: t('成渝地区双城经济圈产业推介', 'Chengdu–Chongqing economic circle: industry showcase'),
    category: 'cityShowcase',
    speakerId: null,
  },
  {
    title: t('海上风电装备产业链解读', 'Inside the offshore wind equipment supply chain'),
    category: 'industry',
    speakerId: 1,
  },
  {
    title: t('跨境电商独立站出海项目路演', 'Cross-border e-commerce brand going global: roadshow'),
    category: 'roadshow',
    speakerId: 8,
  },
  {
    title: t('东南亚智能制造合作园区推介', 'Southeast Asia smart manufacturing park showcase'),
    category: 'cityShowcase',
    speakerId: 4,
  },
  {
    title: t('合成生物学平台公司A轮路演', 'Synthetic biology platform: Series A pitch'),
    category: 'roadshow',
    speakerId: null,
  },
  {
    title: t('半导体封测产业投资机会解读', 'Investment opportunities in chip packaging and testing'),
    category: 'industry',
    speakerId: 10,
  },
]
