import { FEATURED, SOURCES, TEMPLATES, type Headline } from './news.fixtures'
import type { news } from './schema'
import { imageTag, imageUrl } from '../platform/images'
import { INDUSTRIES, NEWS_CATEGORIES, REGIONS } from '../platform/options.fixtures'
import { optionId } from '../platform/options.seed'
import type { Random } from '../platform/random'
import { bilingualColumns, DAY_MS, richText, t } from '../platform/text'

const NEWS_COUNT = 30

/** 30 news items, newest first by id, published over the last 60 days. */
export function buildNews(rng: Random, now: Date): (typeof news.$inferInsert)[] {
  const headlines: Headline[] = [...FEATURED]
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
