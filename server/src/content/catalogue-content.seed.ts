import { asc, eq } from 'drizzle-orm'
import { agreements, projectRoadshows } from './catalogue.schema'
import { buildFairGuide } from '../fair'
import { fairArticles } from '../fair'
import { videos } from '../media'
import type { Database } from '../platform/connect'
import { imageUrl } from '../platform/images'
import { bilingualColumns, DAY_MS, richText, t, type Text } from '../platform/text'

// Catalogue content built without the shared random stream, so adding it changes no other seeded row.

/** The projects that have a roadshow: the major projects first, then a few investment projects. */
const ROADSHOW_PROJECT_IDS = [4, 8, 12, 16, 20, 1, 2, 3, 5, 6]

/** Each roadshow project paired with one of the given videos, in turn. */
export function buildRoadshows(videoIds: number[]): (typeof projectRoadshows.$inferInsert)[] {
  if (videoIds.length === 0) return []
  return ROADSHOW_PROJECT_IDS.map((projectId, index) => ({
    projectId,
    videoId: videoIds[index % videoIds.length],
    sort: index,
  }))
}

interface Article {
  code: string
  title: Text
  paragraphs: Text[]
}

const ARTICLES: Article[] = [
  {
    code: 'introduction',
    title: t('中国国际投资贸易洽谈会简介', 'About the China International Fair for Investment and Trade'),
    paragraphs: [
      t(
        '中国国际投资贸易洽谈会（投洽会）每年9月8日至11日在厦门举办，是以促进双向投资为主题的国际性投资促进活动。',
        'The China International Fair for Investment and Trade (CIFIT) is held in Xiamen from 8 to 11 September every year and is an international event dedicated to two-way investment.',
      ),
      t(
        '本届投洽会设投资机构展、城市展、产业展等展区，同期举办数十场投资论坛和项目对接会。',
        'This edition features investor, city and industry exhibition zones, with dozens of investment forums and project matchmaking sessions alongside.',
      ),
      t(
        '投洽会致力于为各国企业、投资机构和地方政府搭建投资合作与信息交流平台。',
        'CIFIT connects companies, investors and local governments from around the world for investment cooperation and information exchange.',
      ),
    ],
  },
  {
    code: 'visitor-guide',
    title: t('观众参会指南', 'Visitor Guide'),
    paragraphs: [
      t(
        '观众可通过本应用完成实名注册，凭电子证件二维码入场。',
        'Visitors register with their real name in this app and enter with the QR code of their e-badge.',
      ),
      t(
        '展馆开放时间：9月8日至10日 9:00—17:00，9月11日 9:00—12:00。',
        'Opening hours: 8–10 September 9:00–17:00, 11 September 9:00–12:00.',
      ),
      t(
        '请勿携带易燃易爆物品入场，展馆内禁止吸烟。',
        'Do not bring flammable or explosive items; smoking is not allowed in the halls.',
      ),
    ],
  },
  {
    code: 'exhibitor-guide',
    title: t('参展商服务指南', 'Exhibitor Service Guide'),
    paragraphs: [
      t(
        '特装展位布展时间为9月5日至7日，标准展位布展时间为9月7日。',
        'Space-only booths build from 5 to 7 September; shell-scheme booths on 7 September.',
      ),
      t(
        '参展商证件可在展馆南登录厅服务台领取。',
        'Exhibitor badges are collected at the service desk in the south entrance hall.',
      ),
      t(
        '撤展时间为9月11日12:00以后，请提前预约货车通行证。',
        'Move-out starts after 12:00 on 11 September; book a truck pass in advance.',
      ),
    ],
  },
  {
    code: 'traffic-guide',
    title: t('交通出行指南', 'Getting There'),
    paragraphs: [
      t(
        '厦门国际会展中心距厦门高崎国际机场约15公里，打车约25分钟。',
        'Xiamen International Conference and Exhibition Center is about 15 km from Xiamen Gaoqi Airport, roughly 25 minutes by taxi.',
      ),
      t(
        '乘坐地铁2号线至会展中心站下车，步行约5分钟即可到达。',
        'Take Metro Line 2 to the Convention Center station; the halls are a five-minute walk away.',
      ),
      t(
        '会期开通厦门北站、厦门站至展馆的免费接驳巴士。',
        'Free shuttle buses run from Xiamen North and Xiamen railway stations during the fair.',
      ),
    ],
  },
]

/** Fair introduction and guides, shown on /cifit/richDetail by id or code, then the fair guide's services, notices and contacts. */
export function buildFairArticles(now: Date): (typeof fairArticles.$inferInsert)[] {
  const articles = ARTICLES.map((article, index) => {
    const html = (lang: keyof Text) => article.paragraphs.map((p) => `<p>${p[lang]}</p>`).join('')
    return {
      id: index + 1,
      code: article.code,
      ...bilingualColumns({ title: article.title }),
      ...richText(html),
      cover: imageUrl('article', index + 1),
      publishTime: new Date(now.getTime() - (30 + index * 5) * DAY_MS),
    }
  })
  return [...articles, ...buildFairGuide(now, articles.length + 1)]
}

const AGREEMENTS: { type: string; title: Text; sections: [Text, Text][] }[] = [
  {
    type: 'user',
    title: t('用户服务协议', 'User Agreement'),
    sections: [
      [
        t('一、服务内容', '1. The service'),
        t(
          '本平台为投洽会参会者提供展会资讯、项目对接、会议报名等服务。',
          'This platform gives fair participants news, project matchmaking, meeting sign-up and related services.',
        ),
      ],
      [
        t('二、账号注册与使用', '2. Your account'),
        t(
          '您应使用真实信息注册，并妥善保管账号与验证码，不得转让或出借账号。',
          'Register with true information, keep your account and login codes safe, and do not transfer or lend your account.',
        ),
      ],
      [
        t('三、用户行为规范', '3. Conduct'),
        t(
          '您不得发布违法、侵权或虚假信息，不得干扰平台正常运行。',
          'Do not publish unlawful, infringing or false information, or disrupt the platform.',
        ),
      ],
      [
        t('四、协议变更', '4. Changes'),
        t(
          '协议更新后将在平台公布，继续使用即视为同意更新后的协议。',
          'Updates are published on the platform; continuing to use it means you accept the updated agreement.',
        ),
      ],
    ],
  },
  {
    type: 'privacy',
    title: t('隐私政策', 'Privacy Policy'),
    sections: [
      [
        t('一、我们收集的信息', '1. What we collect'),
        t(
          '为提供注册、报名和证件服务，我们会收集您的姓名、手机号、邮箱及证件信息。',
          'To provide registration, sign-up and badge services we collect your name, mobile number, email and ID details.',
        ),
      ],
      [
        t('二、信息的使用', '2. How we use it'),
        t(
          '您的信息仅用于展会服务与安全保障，未经同意不会向第三方提供。',
          'Your information is used only for fair services and security, and is not shared with third parties without your consent.',
        ),
      ],
      [
        t('三、信息的保护', '3. How we protect it'),
        t(
          '我们采用加密存储与访问控制等措施保护您的个人信息。',
          'We protect your personal information with encrypted storage and access control.',
        ),
      ],
      [
        t('四、您的权利', '4. Your rights'),
        t(
          '您可以查询、更正或删除您的个人信息，也可以注销账号。',
          'You may view, correct or delete your personal information, and close your account.',
        ),
      ],
    ],
  },
  {
    type: 'collectible',
    title: t('数字藏品服务说明', 'Digital Collectibles Terms'),
    sections: [
      [
        t('一、获取方式', '1. How they are earned'),
        t(
          '数字藏品仅作为参与活动的奖励发放，不可购买。',
          'Digital collectibles are given only as rewards for taking part; they cannot be bought.',
        ),
      ],
      [
        t('二、使用限制', '2. Limits'),
        t(
          '数字藏品仅限展示及一次转赠，不得交易或转售；仅实名认证的成年用户可领取。',
          'Collectibles may be shown and gifted once, never traded or resold; only real-name verified adults may receive them.',
        ),
      ],
    ],
  },
]

/** Agreements by type (user, privacy, collectible) in both languages. */
export function buildAgreements(now: Date): (typeof agreements.$inferInsert)[] {
  return AGREEMENTS.map((agreement) => {
    const html = (lang: keyof Text) =>
      agreement.sections.map(([heading, body]) => `<h3>${heading[lang]}</h3><p>${body[lang]}</p>`).join('')
    return {
      type: agreement.type,
      ...bilingualColumns({ title: agreement.title }),
      ...richText(html),
      updatedAt: new Date(now.getTime() - 60 * DAY_MS),
    }
  })
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Inserts the catalogue rows; runs after projects and videos. Roadshows use VIP roadshow videos when seeded. */
export async function seedCatalogue(tx: Tx, now: Date): Promise<void> {
  await tx.insert(fairArticles).values(buildFairArticles(now))
  await tx.insert(agreements).values(buildAgreements(now))
  const videoIds = async (onlyRoadshows: boolean) =>
    (
      await tx
        .select({ id: videos.id })
        .from(videos)
        .where(onlyRoadshows ? eq(videos.kind, 'vip_roadshow') : undefined)
        .orderBy(asc(videos.id))
    ).map((v) => v.id)
  const roadshowVideos = await videoIds(true)
  const roadshows = buildRoadshows(roadshowVideos.length > 0 ? roadshowVideos : await videoIds(false))
  if (roadshows.length > 0) await tx.insert(projectRoadshows).values(roadshows)
}
