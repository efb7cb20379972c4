// The pre-docking sessions held before the fair and the documents shared at them.
import { t, type Text } from '../platform/text'

/** A pre-docking session: its title and the parties that met. */
export interface PreDockingHistory {
  title: Text
  parties: Text
}

/** Eight pre-docking sessions held in the weeks before the fair, newest first. */
export const HISTORIES: readonly PreDockingHistory[] = [
  {
    title: t('新能源汽车零部件项目预对接会', 'Pre-docking: new energy vehicle components'),
    parties: t('厦门火炬高新区 × 欧洲工业集团', 'Xiamen Torch Hi-tech Zone × European Industrial Group'),
  },
  {
    title: t('生物医药CDMO基地投资洽谈', 'Investment talks: a biomedicine CDMO base'),
    parties: t('海沧生物医药港 × 海峡创业投资基金', 'Haicang Biomedicine Port × Straits Venture Capital Fund'),
  },
  {
    title: t('东盟农产品冷链物流合作预对接', 'Pre-docking: ASEAN farm produce cold-chain logistics'),
    parties: t('东南亚投资促进署 × 厦门港务集团', 'Southeast Asia Investment Agency × Xiamen Port Group'),
  },
  {
    title: t('海上风电装备制造项目对接', 'Matchmaking: offshore wind equipment manufacturing'),
    parties: t('鹭岛新能源集团 × 东亚智能制造联盟', 'Ludao New Energy Group × East Asia Smart Manufacturing Alliance'),
  },
  {
    title: t('跨境并购咨询服务需求对接', 'Matchmaking: cross-border M&A advisory needs'),
    parties: t('跨境并购咨询公司 × 厦门市商务局', 'Cross-border M&A Advisory × Xiamen Municipal Bureau of Commerce'),
  },
  {
    title: t('拉美矿产资源贸易合作预对接', 'Pre-docking: Latin American mineral trade'),
    parties: t('拉美贸易理事会 × 厦门国贸集团', 'Latin America Trade Council × Xiamen ITG Group'),
  },
  {
    title: t('智能制造示范工厂落地洽谈', 'Talks on a smart manufacturing demonstration plant'),
    parties: t('东亚智能制造联盟 × 同安工业集中区', 'East Asia Smart Manufacturing Alliance × Tong’an Industrial Zone'),
  },
  {
    title: t('自贸区数字贸易平台项目对接', 'Matchmaking: a digital trade platform in the free trade zone'),
    parties: t(
      '自贸区管委会 × 国际投资研究院',
      'Free Trade Zone Administration × International Investment Research Institute',
    ),
  },
]

/** A document shared at a session. */
export interface PreDockingFile {
  name: Text
  /** The file name under /static/files/, and its size in bytes. */
  file: string
  size: number
  /** The session (HISTORIES, from 1) it was shared at. */
  historyId: number
}

/** Documents shared at the sessions: the demo PDFs the files area writes into server/static/files. */
export const FILES: readonly PreDockingFile[] = [
  {
    name: t('新能源汽车产业研究报告', 'New energy vehicle industry report'),
    file: 'new-energy-industry-report.pdf',
    size: 1657,
    historyId: 1,
  },
  { name: t('中国外商直接投资展望', 'China FDI outlook'), file: 'china-fdi-outlook.pdf', size: 1641, historyId: 1 },
  {
    name: t('生物医药产业集群报告', 'Biomedicine cluster report'),
    file: 'biomedicine-cluster-report.pdf',
    size: 1504,
    historyId: 2,
  },
  { name: t('物流服务指南', 'Logistics guide'), file: 'logistics-guide.pdf', size: 1599, historyId: 3 },
  {
    name: t('丝路对话简报', 'Silk Road dialogue brief'),
    file: 'silk-road-dialogue-brief.pdf',
    size: 1382,
    historyId: 3,
  },
  {
    name: t('外商投资法解读', 'Guide to the Foreign Investment Law'),
    file: 'foreign-investment-law-guide.pdf',
    size: 1660,
    historyId: 5,
  },
  {
    name: t('世界投资报告2026', 'World Investment Report 2026'),
    file: 'world-investment-report-2026.pdf',
    size: 1746,
    historyId: 6,
  },
  { name: t('人才政策摘要', 'Talent policy summary'), file: 'talent-policy-summary.pdf', size: 1391, historyId: 7 },
  { name: t('自贸区政策简报', 'Free trade zone policy brief'), file: 'ftz-policy-brief.pdf', size: 1500, historyId: 8 },
  { name: t('论坛议程2026', 'Forum agenda 2026'), file: 'forum-agenda-2026.pdf', size: 1511, historyId: 8 },
]
