import type { parks } from './schema'
import { imageTag, imageUrl } from '../platform/images'
import { ESTATE_TYPES, PARK_TYPES, REGIONS } from '../platform/options.fixtures'
import { optionId } from '../platform/options.seed'
import type { Random } from '../platform/random'
import { bilingualColumns, DAY_MS, opening, richText, sections, t, type Text } from '../platform/text'

const PARK_COUNT = 20

type PriceUnit = (typeof parks.$inferInsert)['priceUnit']

const THEMES: Text[] = [
  t('智能制造产业园', 'Intelligent Manufacturing Park'),
  t('生物医药港', 'Biomedical Port'),
  t('软件园', 'Software Park'),
  t('新材料产业园', 'Advanced Materials Park'),
  t('国际陆港物流园', 'International Dry Port Logistics Park'),
  t('数字经济产业园', 'Digital Economy Park'),
  t('新能源产业园', 'New Energy Park'),
  t('食品产业园', 'Food Industry Park'),
  t('文化创意园', 'Cultural and Creative Park'),
  t('跨境电商产业园', 'Cross-border E-commerce Park'),
]

/** Each unit with a realistic price range: rent per m² per day, water per ton, power per kWh, land per mu. */
const PRICES: { unit: PriceUnit; min: number; max: number; what: Text }[] = [
  {
    unit: 'yuan_per_day',
    min: 0.6,
    max: 2.8,
    what: t('厂房租金（元/平方米·天）', 'Factory rent (yuan per m² per day)'),
  },
  { unit: 'yuan_per_ton', min: 3.2, max: 6.5, what: t('工业用水（元/吨）', 'Industrial water (yuan per ton)') },
  { unit: 'yuan_per_kwh', min: 0.52, max: 0.86, what: t('工业用电（元/千瓦时）', 'Industrial power (yuan per kWh)') },
  { unit: 'wan_yuan_per_mu', min: 12, max: 65, what: t('工业用地（万元/亩）', 'Industrial land (10,000 yuan per mu)') },
]

export function buildParks(rng: Random, now: Date): (typeof parks.$inferInsert)[] {
  return Array.from({ length: PARK_COUNT }, (_, index) => {
    const id = index + 1
    const theme = THEMES[index % THEMES.length]
    const region = REGIONS[(index * 5 + Math.floor(index / THEMES.length)) % REGIONS.length]
    const price = PRICES[index % PRICES.length]
    const parkTypeIndex = index % PARK_TYPES.length
    const estateTypeIndex = rng.int(0, ESTATE_TYPES.length - 1)
    const area = rng.int(5, 300) * 10_000
    const value = Math.round((price.min + rng.next() * (price.max - price.min)) * 100) / 100
    const title = t(`${region.zh}${theme.zh}`, `${region.en} ${theme.en}`)
    const summary = t(
      `${title.zh}规划面积${area / 10_000}万平方米，属于${PARK_TYPES[parkTypeIndex].zh}，可提供${ESTATE_TYPES[estateTypeIndex].zh}。`,
      `${title.en} covers ${area.toLocaleString('en-US')} m² and offers ${ESTATE_TYPES[estateTypeIndex].en.toLowerCase()} (${PARK_TYPES[parkTypeIndex].en.toLowerCase()}).`,
    )
    const html = sections(
      opening(summary, t('要素成本', 'Operating costs')),
      t(`<ul><li>${price.what.zh}：${value}</li></ul>`, `<ul><li>${price.what.en}: ${value}</li></ul>`),
      t(imageTag('park', id + 100, title.zh), imageTag('park', id + 100, title.en)),
    )
    return {
      id,
      ...bilingualColumns({ title, summary }),
      ...richText(html),
      cover: imageUrl('park', id),
      images: [imageUrl('park', id), imageUrl('park', id + 100)],
      parkTypeId: optionId('park_type', parkTypeIndex),
      estateTypeId: optionId('estate_type', estateTypeIndex),
      ...bilingualColumns({ region }),
      area,
      price: value,
      priceUnit: price.unit,
      publishTime: new Date(now.getTime() - rng.int(1, 200) * DAY_MS),
      // Derived from the id, not the shared random stream, so the other seeded content stays as it was.
      views: 300 + ((id * 7919) % 4700),
    }
  })
}
