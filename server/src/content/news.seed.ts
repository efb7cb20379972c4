import type { news } from './schema'
import { imageTag, imageUrl } from '../platform/images'
import { INDUSTRIES, NEWS_CATEGORIES, REGIONS, optionId } from '../platform/options.seed'
import type { Random } from '../platform/random'
import { bilingualColumns, DAY_MS, richText, t, type Text } from '../platform/text'

const NEWS_COUNT = 30

/** Headlines written out in full, with their category index (0 fair, 1 investment, 2 policy, 3 media). */
const FEATURED: [Text, number][] = [
  [
    t(
      '第二十五届中国国际投资贸易洽谈会9月8日在厦门开幕',
      'The 25th China International Fair for Investment and Trade opens in Xiamen on 8 September',
    ),
    0,
  ],
  [t('本届投洽会展览面积达12万平方米', 'This year’s fair covers 120,000 square metres of exhibition space'), 0],
  [t('投洽会首设全球投资促进机构专区', 'Fair opens its first zone for global investment promotion agencies'), 0],
  [
    t(
      '《世界投资报告2026》中文版将在投洽会期间发布',
      'Chinese edition of the World Investment Report 2026 to launch at the fair',
    ),
    1,
  ],
  [t('专业观众预登记9月2日18:00截止', 'Professional visitor pre-registration closes at 18:00 on 2 September'), 0],
  [
    t(
      '交通指引：地铁2号线直达厦门国际会展中心',
      'Getting there: Metro Line 2 runs direct to the Xiamen International Conference and Exhibition Center',
    ),
    0,
  ],
  [t('投洽会线上云展厅正式开通', 'The fair’s online cloud exhibition hall is now open'), 0],
  [
    t(
      '跨国公司高管齐聚厦门共话全球投资新趋势',
      'Multinational executives meet in Xiamen to discuss new global investment trends',
    ),
    3,
  ],
  [t('投洽会期间将举办逾百场投资促进活动', 'More than 100 investment promotion events during the fair'), 1],
  [t('厦门发布新一轮稳外资促投资政策措施', 'Xiamen issues new measures to stabilise foreign investment'), 2],
]

const TEMPLATES: ((region: Text, industry: Text, n: number) => [Text, number])[] = [
  (r, _i, n) => [t(`${r.zh}代表团携${n}个重点项目参展`, `${r.en} delegation brings ${n} key projects to the fair`), 1],
  (_r, i, n) => [
    t(`${i.zh}产业投资对接会签约项目${n}个`, `${n} projects signed at the ${i.en} investment matchmaking session`),
    1,
  ],
  (r, i) => [t(`${r.zh}${i.zh}产业招商推介会成功举办`, `${r.en} holds a ${i.en} investment promotion session`), 3],
  (_r, i, n) => [
    t(
      `政策解读：${i.zh}领域外资准入再扩大，${n}项措施落地`,
      `Policy insight: ${n} measures widen foreign access to ${i.en}`,
    ),
    2,
  ],
]

const SOURCES: Text[] = [
  t('投洽会组委会', 'CIFIT Organising Committee'),
  t('厦门日报', 'Xiamen Daily'),
  t('新华社', 'Xinhua News Agency'),
  t('中国日报', 'China Daily'),
  t('国际商报', 'International Business Daily'),
]

/** 30 news items, newest first by id, published over the last 60 days. */
export function buildNews(rng: Random, now: Date): (typeof news.$inferInsert)[] {
  const headlines: [Text, number][] = [...FEATURED]
  for (let i = 0; headlines.length < NEWS_COUNT; i++) {
    // Round k of template n: the steps keep every region and industry distinct within one template.
    const [n, k] = [i % TEMPLATES.length, Math.floor(i / TEMPLATES.length)]
    const region = REGIONS[(k * 5 + n * 3) % REGIONS.length]
    const industry = INDUSTRIES[(k * 3 + n) % INDUSTRIES.length].label
    headlines.push(TEMPLATES[n](region, industry, rng.int(6, 48)))
  }
  return headlines.map(([title, category], index) => {
    const id = index + 1
    const summary = t(
      `${title.zh}。本届投洽会以“双向投资促进”为主题，吸引了来自全球的投资机构、企业和地方政府参与。`,
      `${title.en}. Themed “two-way investment promotion”, this year’s fair draws investors, companies and local governments from around the world.`,
    )
    const html = (lang: 'zh' | 'en') =>
      [
        `<p>${summary[lang]}</p>`,
        imageTag('news', id + 100, title[lang]),
        `<h3>${lang === 'zh' ? '看点' : 'Highlights'}</h3>`,
        lang === 'zh'
          ? '<ul><li>境内外客商集中洽谈对接</li><li>重点项目现场签约</li><li>权威报告与政策发布</li></ul>'
          : '<ul><li>Matchmaking for Chinese and overseas investors</li><li>On-site signing of key projects</li><li>Authoritative reports and policy releases</li></ul>',
        `<p>${lang === 'zh' ? '更多信息请访问' : 'More at'} <a href="/cifit/noticeNews">${lang === 'zh' ? '大会公告' : 'fair notices'}</a>.</p>`,
      ].join('')
    const source = rng.pick(SOURCES)
    return {
      id,
      ...bilingualColumns({ title, summary }),
      ...richText(html),
      cover: imageUrl('news', id),
      ...bilingualColumns({ source }),
      categoryId: optionId('news_category', category % NEWS_CATEGORIES.length),
      publishTime: new Date(now.getTime() - (index * 2 + rng.next()) * DAY_MS),
      views: rng.int(300, 25_000),
    }
  })
}
