import { buildVideoCategories, VideoCategory } from './catalogue.seed'
import { LIVE_TITLES } from './lives.fixtures'
import { FILES, HISTORIES } from './pre-docking.fixtures'
import { preDockingFiles, preDockingHistories, preDockingVideos, videoCategories } from './schema'
import { videos } from './schema'
import { LONG_SESSIONS, ROADSHOWS } from './videos.fixtures'
import { lives } from '../meeting'
import type { Database } from '../platform/connect'
import { demoVideoUrl } from '../platform/images'
import { imageUrl } from '../platform/images'
import { createRandom, type Random } from '../platform/random'
import { bilingualColumns, DAY_MS, fairTime, opening, richText, sections, t } from '../platform/text'

/** Ids of the forum talks seeded by library.ts; long and roadshow videos follow them. */
const FORUM_VIDEO_COUNT = 12

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
    categoryId: VideoCategory[r.category],
    featured: index < FEATURED_ROADSHOWS,
  }))
  return [...long, ...roadshows]
}

/** The lives at their slots on the fair's calendar (LIVE_TITLES), whatever day the database is seeded. */
export function buildLives(): (typeof lives.$inferInsert)[] {
  return LIVE_TITLES.map(({ title, host, meetingId, day, start, end, replay }, index) => {
    const id = index + 1
    const summary = t(
      `${host.zh}主办的「${title.zh}」全程直播，结束后提供精彩回放。`,
      `“${title.en}”, broadcast live by the ${host.en}; a replay follows.`,
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
      startTime: fairTime(day, start),
      endTime: fairTime(day, end),
      streamUrl: demoVideoUrl(1),
      replayUrl: replay ? demoVideoUrl(2) : null,
      meetingId: meetingId || null,
      views: 100 + ((id * 7919) % 5000),
    }
  })
}

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
  await tx.insert(lives).values(buildLives())
  await tx.insert(preDockingHistories).values(buildPreDockingHistories(rng, now))
  await tx.insert(preDockingFiles).values(buildPreDockingFiles(now))
  await tx.insert(preDockingVideos).values(buildPreDockingVideos())
}
