import { ISSUERS, POLICIES } from './policies.fixtures'
import type { policies } from './schema'
import { SPEAKERS, VIDEO_TOPICS } from './speakers.fixtures'
import { VideoCategory } from '../media'
import type { videos } from '../media'
import type { speakers } from '../meeting'
import { demoVideoUrl } from '../platform/images'
import { imageUrl } from '../platform/images'
import type { Random } from '../platform/random'
import { bilingualColumns, DAY_MS, opening, richText, sections, t } from '../platform/text'

export function buildPolicies(rng: Random, now: Date): (typeof policies.$inferInsert)[] {
  return POLICIES.map(([title, issuerIndex, category, goldkey], index) => {
    const issuer = ISSUERS[issuerIndex]
    const summary = t(
      `${issuer.zh}印发《${title.zh}》，从资金奖励、用地保障、人才服务等方面支持企业投资发展。`,
      `The ${issuer.en} has issued the ${title.en}, supporting investment with funding awards, land supply and talent services.`,
    )
    const html = sections(
      opening(summary, t('主要内容', 'Key points')),
      t(
        '<ol><li>适用对象与条件</li><li>奖励与补助标准</li><li>申报流程与材料</li></ol>',
        '<ol><li>Who is eligible</li><li>Award and subsidy levels</li><li>How to apply</li></ol>',
      ),
      t(
        '<blockquote>本办法自发布之日起施行。</blockquote>',
        '<blockquote>These measures take effect on the day of issue.</blockquote>',
      ),
    )
    return {
      id: index + 1,
      ...bilingualColumns({ title, issuer, summary }),
      ...richText(html),
      publishTime: new Date(now.getTime() - rng.int(5, 400) * DAY_MS),
      category,
      goldkey,
    }
  })
}

/** The first six speakers are the featured ("essence") ones. */
const FEATURED_SPEAKERS = 6

export function buildSpeakers(): (typeof speakers.$inferInsert)[] {
  return SPEAKERS.map((s, index) => ({
    id: index + 1,
    ...bilingualColumns({ name: s.name, position: s.position, organisation: s.organisation }),
    bioZh: `${s.name.zh}现任${s.organisation.zh}${s.position.zh}，长期关注跨境投资与产业合作。`,
    bioEn: `${s.name.en} is ${s.position.en} of the ${s.organisation.en} and has long worked on cross-border investment and industrial cooperation.`,
    avatar: imageUrl('speaker', index + 1),
    featured: index < FEATURED_SPEAKERS,
    sort: index,
  }))
}

const FORUM_CATEGORIES = [VideoCategory.keynote, VideoCategory.panel, VideoCategory.industry]

/** 12 talks; the first ten are one per speaker, the last two are fair films without a speaker. */
export function buildVideos(rng: Random, now: Date): (typeof videos.$inferInsert)[] {
  return VIDEO_TOPICS.map((topic, index) => {
    const speaker = SPEAKERS[index]
    const title = speaker ? t(`${speaker.name.zh}：${topic.zh}`, `${speaker.name.en}: ${topic.en}`) : topic
    return {
      id: index + 1,
      ...bilingualColumns({ title }),
      summaryZh: `${topic.zh}——投洽会精彩演讲回放。`,
      summaryEn: `${topic.en} — a talk from the fair, on replay.`,
      cover: imageUrl('video', index + 1),
      durationSeconds: rng.int(180, 3600),
      speakerId: speaker ? index + 1 : null,
      publishTime: new Date(now.getTime() - rng.int(1, 365) * DAY_MS),
      views: rng.int(500, 60_000),
      url: demoVideoUrl(1),
      kind: 'forum' as const,
      categoryId: speaker ? FORUM_CATEGORIES[index % FORUM_CATEGORIES.length] : VideoCategory.cityShowcase,
    }
  })
}
