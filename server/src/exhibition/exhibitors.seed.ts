import type { enterprises, products } from '../enterprise'
import { buildInvestmentInstitutions, enterpriseExtras, productExtras } from '../enterprise'
import { imageUrl } from '../platform/images'
import { INDUSTRIES, OVERSEAS_REGIONS, REGIONS } from '../platform/options.fixtures'
import { optionId } from '../platform/options.seed'
import type { Random } from '../platform/random'
import { bilingualColumns, t, type Text } from '../platform/text'

const BRANDS: Text[] = [
  t('海联', 'Hailian'),
  t('鹭岛', 'Ludao'),
  t('星河', 'Xinghe'),
  t('和盛', 'Hesheng'),
  t('瑞泰', 'Ruitai'),
  t('新程', 'Xincheng'),
  t('博源', 'Boyuan'),
  t('中屿', 'Zhongyu'),
  t('恒泰', 'Hengtai'),
  t('瀚海', 'Hanhai'),
  t('鼎新', 'Dingxin'),
  t('融通', 'Rongtong'),
  t('启航', 'Qihang'),
  t('天元', 'Tianyuan'),
  t('金桥', 'Jinqiao'),
  t('联创', 'Lianchuang'),
  t('海晟', 'Haisheng'),
  t('绿源', 'Lvyuan'),
  t('云帆', 'Yunfan'),
  t('青禾', 'Qinghe'),
]

/** The twenty exhibitors, one brand each, two per industry. */
export function buildEnterprises(): (typeof enterprises.$inferInsert)[] {
  return BRANDS.map((brand, index) => {
    const id = index + 1
    const industryIndex = index % INDUSTRIES.length
    const industry = INDUSTRIES[industryIndex]
    // Every fifth exhibitor is from overseas; the others are from Chinese cities.
    const region = index % 5 === 4 ? OVERSEAS_REGIONS[(index / 5) | 0] : REGIONS[(index * 5) % REGIONS.length]
    const overseas = index % 5 === 4
    const name = overseas
      ? t(
          `${region.zh}${brand.zh}${industry.companySuffix.zh}`,
          `${brand.en} ${industry.companySuffix.en} (${region.en})`,
        )
      : t(
          `${region.zh.replace(/市$/, '')}${brand.zh}${industry.companySuffix.zh}`,
          `${region.en} ${brand.en} ${industry.companySuffix.en}`,
        )
    const summary = t(
      `${name.zh}专注于${industry.label.zh}领域，产品和服务覆盖海内外市场。`,
      `${name.en} specialises in ${industry.label.en.toLowerCase()}, serving customers in China and abroad.`,
    )
    return {
      id,
      ...bilingualColumns({ name, summary }),
      logo: imageUrl('enterprise', id),
      industryId: optionId('industry', industryIndex),
      ...bilingualColumns({ region }),
      ...enterpriseExtras(id, industryIndex, name, region),
    }
  })
}

/** The exhibitors followed by the investment institutions of the investment circle. */
export function buildAllEnterprises(): (typeof enterprises.$inferInsert)[] {
  return [...buildEnterprises(), ...buildInvestmentInstitutions(BRANDS.length + 1)]
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
          ...productExtras(id, product, industry, brand),
        }
      })
  })
}
