import type { policies } from './schema'
import { VideoCategory } from '../media'
import type { videos } from '../media'
import type { speakers } from '../meeting'
import { demoVideoUrl } from '../platform/images'
import { imageUrl } from '../platform/images'
import type { Random } from '../platform/random'
import { bilingualColumns, DAY_MS, opening, richText, sections, t, type Text } from '../platform/text'

/** Title, issuer index, POLICY_CATEGORY_CODES code, and whether the investment-circle (goldkey) zone lists it. */
const POLICIES: [Text, number, number, boolean][] = [
  [t('厦门市进一步促进外商投资若干措施', 'Measures of Xiamen on Further Promoting Foreign Investment'), 0, 1, true],
  [
    t(
      '福建自贸试验区厦门片区产业扶持办法',
      'Industrial Support Measures of the Xiamen Area, Fujian Pilot Free Trade Zone',
    ),
    1,
    2,
    false,
  ],
  [t('关于支持总部经济高质量发展的若干规定', 'Provisions on Supporting High-quality Headquarters Economy'), 0, 1, true],
  [t('高新技术企业认定奖励实施细则', 'Implementing Rules on Awards for Recognised High-tech Enterprises'), 2, 4, false],
  [
    t('跨境电子商务综合试验区扶持政策', 'Support Policy for the Cross-border E-commerce Comprehensive Pilot Zone'),
    1,
    6,
    false,
  ],
  [
    t(
      '高层次人才引进“双百计划”实施办法',
      'Implementation Measures of the “Double Hundred” High-level Talent Programme',
    ),
    0,
    3,
    true,
  ],
  [t('鼓励外资研发中心发展的若干措施', 'Measures to Encourage Foreign-funded R&D Centres'), 2, 1, true],
  [t('工业用地弹性年期出让实施办法', 'Measures on Flexible-term Supply of Industrial Land'), 0, 5, false],
  [
    t('绿色低碳产业发展专项资金管理办法', 'Administrative Measures for the Green and Low-carbon Industry Fund'),
    3,
    4,
    true,
  ],
  [t('台资企业投资便利化措施', 'Investment Facilitation Measures for Taiwan-funded Enterprises'), 3, 6, false],
]

const ISSUERS: Text[] = [
  t('厦门市人民政府', 'Xiamen Municipal People’s Government'),
  t('厦门市商务局', 'Xiamen Municipal Bureau of Commerce'),
  t('厦门市科学技术局', 'Xiamen Municipal Science and Technology Bureau'),
  t('福建省商务厅', 'Fujian Provincial Department of Commerce'),
]

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

const SPEAKERS: { name: Text; position: Text; organisation: Text }[] = [
  {
    name: t('周明远', 'Zhou Mingyuan'),
    position: t('首席经济学家', 'Chief Economist'),
    organisation: t('国际投资研究院', 'International Investment Research Institute'),
  },
  {
    name: t('安娜·凯勒', 'Anna Keller'),
    position: t('亚太区总裁', 'President, Asia Pacific'),
    organisation: t('欧洲工业集团', 'European Industrial Group'),
  },
  {
    name: t('林晓雯', 'Lin Xiaowen'),
    position: t('合伙人', 'Partner'),
    organisation: t('海峡创业投资基金', 'Straits Venture Capital Fund'),
  },
  {
    name: t('拉杰什·梅农', 'Rajesh Menon'),
    position: t('投资促进司司长', 'Director of Investment Promotion'),
    organisation: t('东南亚投资促进署', 'Southeast Asia Investment Agency'),
  },
  {
    name: t('陈志刚', 'Chen Zhigang'),
    position: t('院长', 'Dean'),
    organisation: t('厦门大学经济学院', 'School of Economics, Xiamen University'),
  },
  {
    name: t('玛丽亚·桑托斯', 'Maria Santos'),
    position: t('高级顾问', 'Senior Adviser'),
    organisation: t('拉美贸易理事会', 'Latin America Trade Council'),
  },
  {
    name: t('黄文博', 'Huang Wenbo'),
    position: t('董事长', 'Chairman'),
    organisation: t('鹭岛新能源集团', 'Ludao New Energy Group'),
  },
  {
    name: t('大卫·汤普森', 'David Thompson'),
    position: t('全球合伙人', 'Global Partner'),
    organisation: t('跨境并购咨询公司', 'Cross-border M&A Advisory'),
  },
  {
    name: t('郑雅琳', 'Zheng Yalin'),
    position: t('副主任', 'Deputy Director'),
    organisation: t('自贸区管委会', 'Free Trade Zone Administration'),
  },
  {
    name: t('渡边健二', 'Kenji Watanabe'),
    position: t('首席执行官', 'Chief Executive Officer'),
    organisation: t('东亚智能制造联盟', 'East Asia Smart Manufacturing Alliance'),
  },
]

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

const VIDEO_TOPICS: Text[] = [
  t('全球产业链重构中的投资机遇', 'Investment opportunities as global supply chains reshape'),
  t('欧洲企业在华投资的新选择', 'New choices for European companies investing in China'),
  t('早期科技项目如何对接资本', 'How early-stage tech projects meet capital'),
  t('东南亚与中国的双向投资', 'Two-way investment between Southeast Asia and China'),
  t('开放型经济与区域协调发展', 'Open economy and coordinated regional development'),
  t('拉美市场的贸易与投资前景', 'Trade and investment outlook in Latin America'),
  t('新能源产业出海实践', 'Taking new energy industries abroad'),
  t('跨境并购的风险与机遇', 'Risks and rewards of cross-border M&A'),
  t('自贸试验区制度创新解读', 'Institutional innovation in pilot free trade zones'),
  t('智能制造的下一个十年', 'The next decade of smart manufacturing'),
  t('投洽会二十五年回顾', 'Twenty-five years of CIFIT'),
  t('数字贸易规则与企业合规', 'Digital trade rules and corporate compliance'),
]

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
