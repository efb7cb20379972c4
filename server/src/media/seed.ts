import { buildVideoCategories, VideoCategory } from './catalogue.seed'
import { preDockingFiles, preDockingHistories, preDockingVideos, videoCategories } from './schema'
import { videos } from './schema'
import { lives } from '../meeting'
import type { Database } from '../platform/connect'
import { demoVideoUrl } from '../platform/images'
import { imageUrl } from '../platform/images'
import { createRandom, type Random } from '../platform/random'
import { bilingualColumns, DAY_MS, opening, richText, sections, t, type Text } from '../platform/text'

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

/** Ids of the forum talks seeded by library.ts; long and roadshow videos follow them. */
const FORUM_VIDEO_COUNT = 12

const LONG_SESSIONS: Text[] = [
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

const ROADSHOWS: { title: Text; category: number; speakerId: number | null }[] = [
  {
    title: t('海沧生物医药产业园招商路演', 'Haicang Biomedicine Park investment roadshow'),
    category: VideoCategory.roadshow,
    speakerId: 3,
  },
  {
    title: t('固态电池中试线项目融资路演', 'Solid-state battery pilot line: financing pitch'),
    category: VideoCategory.roadshow,
    speakerId: 7,
  },
  {
    title: t('厦门自贸片区投资环境推介', 'Xiamen Free Trade Zone: investment environment showcase'),
    category: VideoCategory.cityShowcase,
    speakerId: 9,
  },
  {
    title: t('智慧港口物流平台项目路演', 'Smart port logistics platform roadshow'),
    category: VideoCategory.roadshow,
    speakerId: null,
  },
  {
    title: t('成渝地区双城经济圈产业推介', 'Chengdu–Chongqing economic circle: industry showcase'),
    category: VideoCategory.cityShowcase,
    speakerId: null,
  },
  {
    title: t('海上风电装备产业链解读', 'Inside the offshore wind equipment supply chain'),
    category: VideoCategory.industry,
    speakerId: 1,
  },
  {
    title: t('跨境电商独立站出海项目路演', 'Cross-border e-commerce brand going global: roadshow'),
    category: VideoCategory.roadshow,
    speakerId: 8,
  },
  {
    title: t('东南亚智能制造合作园区推介', 'Southeast Asia smart manufacturing park showcase'),
    category: VideoCategory.cityShowcase,
    speakerId: 4,
  },
  {
    title: t('合成生物学平台公司A轮路演', 'Synthetic biology platform: Series A pitch'),
    category: VideoCategory.roadshow,
    speakerId: null,
  },
  {
    title: t('半导体封测产业投资机会解读', 'Investment opportunities in chip packaging and testing'),
    category: VideoCategory.industry,
    speakerId: 10,
  },
]

/** The three first roadshow videos are featured on the VIP roadshow home. */
const FEATURED_ROADSHOWS = 3

/** Six full-session recordings and ten VIP roadshow videos, after the forum talks of library.ts. */
export function buildMediaVideos(rng: Random, now: Date): (typeof videos.$inferInsert)[] {
  const long = LONG_SESSIONS.map((title, index) => ({
    id: FORUM_VIDEO_COUNT + index + 1,
    ...bilingualColumns({ title }),
    summaryZh: `${title.zh.replace('（全程回放）', '')}完整录像，含嘉宾致辞、主旨演讲与圆桌对话。`,
    summaryEn: `The complete recording of the ${title.en.replace(' (full session)', '')}, with welcome remarks, keynotes and the panel.`,
    cover: imageUrl('video', FORUM_VIDEO_COUNT + index + 1),
    durationSeconds: rng.int(5400, 10_800),
    speakerId: null,
    publishTime: new Date(now.getTime() - rng.int(2, 300) * DAY_MS),
    views: rng.int(2000, 90_000),
    url: demoVideoUrl(2),
    kind: 'long' as const,
    categoryId: index % 2 === 0 ? VideoCategory.keynote : VideoCategory.panel,
  }))
  const firstRoadshowId = FORUM_VIDEO_COUNT + LONG_SESSIONS.length + 1
  const roadshows = ROADSHOWS.map((r, index) => ({
    id: firstRoadshowId + index,
    ...bilingualColumns({ title: r.title }),
    summaryZh: `VIP 专场路演：${r.title.zh}，介绍项目亮点、合作模式与投资回报。`,
    summaryEn: `A VIP roadshow: ${r.title.en}, covering highlights, the partnership model and expected returns.`,
    cover: imageUrl('video', firstRoadshowId + index),
    durationSeconds: rng.int(300, 1500),
    speakerId: r.speakerId,
    publishTime: new Date(now.getTime() - rng.int(1, 200) * DAY_MS),
    views: rng.int(300, 20_000),
    url: demoVideoUrl(3),
    kind: 'vip_roadshow' as const,
    categoryId: r.category,
    featured: index < FEATURED_ROADSHOWS,
  }))
  return [...long, ...roadshows]
}

const LIVE_TITLES: { title: Text; host: Text; meetingId: number }[] = [
  {
    title: t('开幕式暨国际投资论坛', 'Opening Ceremony and International Investment Forum'),
    host: t('投洽会组委会', 'CIFIT Organising Committee'),
    meetingId: 1,
  },
  {
    title: t('全球投资促进大会', 'Global Investment Promotion Conference'),
    host: t('商务部投资促进事务局', 'Investment Promotion Agency of the Ministry of Commerce'),
    meetingId: 2,
  },
  {
    title: t('《世界投资报告2026》发布会', 'Launch of the World Investment Report 2026'),
    host: t('联合国贸易和发展会议', 'United Nations Conference on Trade and Development'),
    meetingId: 3,
  },
  {
    title: t('中国—东盟投资合作圆桌会', 'China–ASEAN Investment Cooperation Roundtable'),
    host: t('厦门市人民政府', 'Xiamen Municipal People’s Government'),
    meetingId: 4,
  },
  {
    title: t('跨国公司对话会', 'Dialogue with Multinational Corporations'),
    host: t('中国国际贸易促进委员会', 'China Council for the Promotion of International Trade'),
    meetingId: 5,
  },
  {
    title: t('数字经济与跨境投资论坛', 'Forum on the Digital Economy and Cross-border Investment'),
    host: t('投洽会组委会', 'CIFIT Organising Committee'),
    meetingId: 6,
  },
  {
    title: t('绿色低碳产业投资对接会', 'Green and Low-carbon Industry Investment Matchmaking'),
    host: t('商务部投资促进事务局', 'Investment Promotion Agency of the Ministry of Commerce'),
    meetingId: 7,
  },
  {
    title: t('A1馆展商直播：新能源汽车展区巡馆', 'Exhibitor live, Hall A1: a walk through the new energy vehicle zone'),
    host: t('A1馆展商联盟', 'Hall A1 Exhibitors'),
    meetingId: 0,
  },
  {
    title: t('海峡两岸产业合作论坛', 'Cross-Strait Industrial Cooperation Forum'),
    host: t('厦门市人民政府', 'Xiamen Municipal People’s Government'),
    meetingId: 9,
  },
  {
    title: t('B3馆国际展区直播：东盟国家馆', 'International Pavilion live, Hall B3: the ASEAN pavilions'),
    host: t('B3馆国际展区', 'Hall B3 International Pavilion'),
    meetingId: 0,
  },
  {
    title: t('生物医药产业投资对接会', 'Biomedicine Investment Matchmaking Session'),
    host: t('中国国际贸易促进委员会', 'China Council for the Promotion of International Trade'),
    meetingId: 11,
  },
  {
    title: t('闭幕式暨重点项目签约仪式', 'Closing Ceremony and Key Project Signing'),
    host: t('投洽会组委会', 'CIFIT Organising Committee'),
    meetingId: 15,
  },
]

/**
 * Start and length (relative to the seeding moment) of each live: four have ended (three with a replay), three
 * are on air, five are still to come.
 */
const LIVE_TIMES: { startIn: number; length: number; replay: boolean }[] = [
  { startIn: -20 * DAY_MS, length: 2 * HOUR_MS, replay: true },
  { startIn: -12 * DAY_MS, length: 90 * MINUTE_MS, replay: true },
  { startIn: -5 * DAY_MS, length: 2 * HOUR_MS, replay: true },
  { startIn: -DAY_MS, length: 75 * MINUTE_MS, replay: false },
  { startIn: -40 * MINUTE_MS, length: 3 * HOUR_MS, replay: false },
  { startIn: -20 * MINUTE_MS, length: 4 * HOUR_MS, replay: false },
  { startIn: -5 * MINUTE_MS, length: 6 * HOUR_MS, replay: false },
  { startIn: 2 * HOUR_MS, length: 90 * MINUTE_MS, replay: false },
  { startIn: DAY_MS, length: 2 * HOUR_MS, replay: false },
  { startIn: 3 * DAY_MS, length: 2 * HOUR_MS, replay: false },
  { startIn: 6 * DAY_MS, length: 90 * MINUTE_MS, replay: false },
  { startIn: 10 * DAY_MS, length: 2 * HOUR_MS, replay: false },
]

/** Twelve lives whose times are relative to `now`, so every state shows on a fresh database. */
export function buildLives(now: Date): (typeof lives.$inferInsert)[] {
  return LIVE_TITLES.map(({ title, host, meetingId }, index) => {
    const id = index + 1
    const { startIn, length, replay } = LIVE_TIMES[index]
    const summary = t(
      `${host.zh}主办的「${title.zh}」全程直播，结束后提供精彩回放。`,
      `The live broadcast of the ${title.en}, hosted by the ${host.en}; a replay follows.`,
    )
    const html = sections(
      opening(summary, t('观看提示', 'Watching')),
      t(
        '<ul><li>直播开始前可在本页查看倒计时</li><li>直播期间支持全屏观看</li><li>回放上线后可随时点播</li></ul>',
        '<ul><li>A countdown shows here before the broadcast</li><li>Watch full screen while live</li><li>Play the replay any time once it is online</li></ul>',
      ),
    )
    return {
      id,
      titleZh: `${title.zh} 直播`,
      titleEn: `${title.en} — live`,
      ...bilingualColumns({ summary }),
      ...richText(html),
      cover: imageUrl('meeting', 200 + id),
      ...bilingualColumns({ host }),
      startTime: new Date(now.getTime() + startIn),
      endTime: new Date(now.getTime() + startIn + length),
      streamUrl: demoVideoUrl(1),
      replayUrl: replay ? demoVideoUrl(2) : null,
      meetingId: meetingId || null,
      views: 100 + ((id * 7919) % 5000),
    }
  })
}

const HISTORIES: { title: Text; parties: Text }[] = [
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

/** Eight pre-docking sessions held in the weeks before the fair. */
export function buildPreDockingHistories(rng: Random, now: Date): (typeof preDockingHistories.$inferInsert)[] {
  return HISTORIES.map(({ title, parties }, index) => {
    const summary = t(
      `${parties.zh}围绕「${title.zh}」开展线上预对接，就合作模式、落地选址与投资规模达成初步意向。`,
      `${parties.en} met online for “${title.en}” and reached a first understanding on the partnership model, site and investment size.`,
    )
    const html = sections(
      opening(summary, t('对接成果', 'Outcome')),
      t(
        '<ol><li>双方交换项目资料与合作需求</li><li>确定投洽会期间现场签约意向</li><li>建立后续专人对接机制</li></ol>',
        '<ol><li>Both sides exchanged project files and needs</li><li>A signing at the fair was agreed in principle</li><li>Named contacts will follow up</li></ol>',
      ),
    )
    return {
      id: index + 1,
      ...bilingualColumns({ title, summary }),
      ...richText(html),
      cover: imageUrl('project', 300 + index + 1),
      ...bilingualColumns({ parties }),
      dockingTime: new Date(now.getTime() - (index * 4 + rng.int(1, 3)) * DAY_MS),
      views: rng.int(80, 3000),
    }
  })
}

/** Documents shared at the sessions: the demo PDFs the files area writes into server/static/files. */
const FILES: { name: Text; file: string; size: number; historyId: number }[] = [
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

export function buildPreDockingFiles(now: Date): (typeof preDockingFiles.$inferInsert)[] {
  return FILES.map((f, index) => ({
    id: index + 1,
    historyId: f.historyId,
    ...bilingualColumns({ name: f.name }),
    url: `/static/files/${f.file}`,
    sizeBytes: f.size,
    publishTime: new Date(now.getTime() - (index * 3 + 1) * DAY_MS),
  }))
}

/** Two recordings per session among the forum talks and full sessions. */
export function buildPreDockingVideos(): (typeof preDockingVideos.$inferInsert)[] {
  return HISTORIES.flatMap((_, index) => [
    { historyId: index + 1, videoId: index + 1, sort: 0 },
    { historyId: index + 1, videoId: FORUM_VIDEO_COUNT + (index % LONG_SESSIONS.length) + 1, sort: 1 },
  ]).map((row, index) => ({ id: index + 1, ...row }))
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export const MEDIA_TABLES_WITH_IDS = [
  'video_categories',
  'lives',
  'pre_docking_histories',
  'pre_docking_files',
  'pre_docking_videos',
] as const

/** Video categories, before any video names one. */
export async function seedVideoCategories(tx: Tx): Promise<void> {
  await tx.insert(videoCategories).values(buildVideoCategories())
}

/**
 * Long and roadshow videos (after the forum talks), lives and pre-docking history; its own random stream leaves
 * other content unchanged.
 */
export async function seedMedia(tx: Tx, now: Date, seed: number): Promise<void> {
  const rng = createRandom(seed)
  await tx.insert(videos).values(buildMediaVideos(rng, now))
  await tx.insert(lives).values(buildLives(now))
  await tx.insert(preDockingHistories).values(buildPreDockingHistories(rng, now))
  await tx.insert(preDockingFiles).values(buildPreDockingFiles(now))
  await tx.insert(preDockingVideos).values(buildPreDockingVideos())
}
