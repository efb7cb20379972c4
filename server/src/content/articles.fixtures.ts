// The fair's introduction and its visitor, exhibitor and travel guides, as fair articles.
import { t, type Text } from '../platform/text'

/** A fair article: its code (for /cifit/richDetail), title and paragraphs. */
export interface Article {
  code: string
  title: Text
  paragraphs: readonly Text[]
}

/** The fair's introduction and guides, in id order. */
export const ARTICLES: readonly Article[] = [
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
