import type { booths, enterprises, exhibitions, products } from '../db/schema'
import { imageUrl } from '../lib/images'
import { sanitizeHtml } from '../../../src/utils/sanitize-html'
import { INDUSTRIES, OVERSEAS_REGIONS, REGIONS, optionId } from './catalogue'
import type { Random } from './random'
import { t, type Text } from './text'

const ENTERPRISE_COUNT = 20
const BOOTHS_PER_EXHIBITION = 10

const BRANDS: Text[] = [
  t('海联', 'Hailian'), t('鹭岛', 'Ludao'), t('星河', 'Xinghe'), t('和盛', 'Hesheng'), t('瑞泰', 'Ruitai'),
  t('新程', 'Xincheng'), t('博源', 'Boyuan'), t('中屿', 'Zhongyu'), t('恒泰', 'Hengtai'), t('瀚海', 'Hanhai'),
  t('鼎新', 'Dingxin'), t('融通', 'Rongtong'), t('启航', 'Qihang'), t('天元', 'Tianyuan'), t('金桥', 'Jinqiao'),
  t('联创', 'Lianchuang'), t('海晟', 'Haisheng'), t('绿源', 'Lvyuan'), t('云帆', 'Yunfan'), t('青禾', 'Qinghe'),
]

const EXHIBITIONS: { name: Text; hall: Text; prefix: string }[] = [
  { name: t('投资促进展区', 'Investment Promotion Zone'), hall: t('A馆', 'Hall A'), prefix: 'A' },
  { name: t('国际展区', 'International Pavilion'), hall: t('B馆', 'Hall B'), prefix: 'B' },
  { name: t('产业创新展区', 'Industrial Innovation Zone'), hall: t('C馆', 'Hall C'), prefix: 'C' },
]

export function buildEnterprises(): (typeof enterprises.$inferInsert)[] {
  return BRANDS.map((brand, index) => {
    const id = index + 1
    const industryIndex = index % INDUSTRIES.length
    const industry = INDUSTRIES[industryIndex]
    // Every fifth exhibitor is from overseas; the others are from Chinese cities.
    const region = index % 5 === 4 ? OVERSEAS_REGIONS[(index / 5) | 0] : REGIONS[(index * 5) % REGIONS.length]
    const overseas = index % 5 === 4
    const name = overseas
      ? t(`${region.zh}${brand.zh}${industry.companySuffix.zh}`, `${brand.en} ${industry.companySuffix.en} (${region.en})`)
      : t(`${region.zh.replace(/市$/, '')}${brand.zh}${industry.companySuffix.zh}`, `${region.en} ${brand.en} ${industry.companySuffix.en}`)
    const summary = t(
      `${name.zh}专注于${industry.label.zh}领域，产品和服务覆盖海内外市场。`,
      `${name.en} specialises in ${industry.label.en.toLowerCase()}, serving customers in China and abroad.`,
    )
    const html = (lang: 'zh' | 'en') =>
      `<p>${summary[lang]}</p><h3>${lang === 'zh' ? '主营业务' : 'Business'}</h3><ul>${industry.products
        .map((p) => `<li>${p[lang]}</li>`)
        .join('')}</ul>`
    return {
      id,
      nameZh: name.zh,
      nameEn: name.en,
      summaryZh: summary.zh,
      summaryEn: summary.en,
      contentZh: sanitizeHtml(html('zh')),
      contentEn: sanitizeHtml(html('en')),
      logo: imageUrl('enterprise', id),
      industryId: optionId('industry', industryIndex),
      regionZh: region.zh,
      regionEn: region.en,
    }
  })
}

/** Two to four products per enterprise, drawn from its industry. */
export function buildProducts(rng: Random): (typeof products.$inferInsert)[] {
  let id = 0
  return BRANDS.flatMap((brand, index) => {
    const industry = INDUSTRIES[index % INDUSTRIES.length]
    return rng
      .shuffle(industry.products)
      .slice(0, rng.int(2, 4))
      .map((product) => {
        id += 1
        return {
          id,
          enterpriseId: index + 1,
          nameZh: `${brand.zh}${product.zh}`,
          nameEn: `${brand.en} ${product.en}`,
          summaryZh: `${brand.zh}出品的${product.zh}，适用于${industry.label.zh}场景。`,
          summaryEn: `${product.en} by ${brand.en}, built for ${industry.label.en.toLowerCase()}.`,
          cover: imageUrl('product', id),
        }
      })
  })
}

export function buildExhibitions(): (typeof exhibitions.$inferInsert)[] {
  return EXHIBITIONS.map((e, index) => ({
    id: index + 1,
    nameZh: e.name.zh,
    nameEn: e.name.en,
    hallZh: `厦门国际会展中心${e.hall.zh}`,
    hallEn: `${e.hall.en}, Xiamen International Conference and Exhibition Center`,
    summaryZh: `${e.name.zh}位于${e.hall.zh}，集中展示投资机会与合作项目。`,
    summaryEn: `The ${e.name.en} in ${e.hall.en} showcases investment opportunities and partnership projects.`,
    cover: imageUrl('exhibition', index + 1),
    startDate: '2026-09-08',
    endDate: '2026-09-11',
  }))
}

/** Ten booths per exhibition; sizes are whole standard booths (9 m²) or raw space from 36 m². */
export function buildBooths(rng: Random): (typeof booths.$inferInsert)[] {
  return EXHIBITIONS.flatMap((e, exhibitionIndex) =>
    Array.from({ length: BOOTHS_PER_EXHIBITION }, (_, n) => {
      const id = exhibitionIndex * BOOTHS_PER_EXHIBITION + n + 1
      const enterpriseIndex = (id * 3) % ENTERPRISE_COUNT
      const brand = BRANDS[enterpriseIndex]
      return {
        id,
        exhibitionId: exhibitionIndex + 1,
        enterpriseId: enterpriseIndex + 1,
        boothNo: `${e.prefix}${String(101 + n * 2)}`,
        area: rng.pick([9, 18, 36, 54, 72]),
        introZh: `${brand.zh}在${e.name.zh}展示最新产品与合作项目。`,
        introEn: `${brand.en} presents its latest products and partnership projects in the ${e.name.en}.`,
      }
    }),
  )
}
