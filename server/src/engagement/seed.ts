import type { contentTags, tags } from './schema'
import type { Random } from '../platform/random'

const TAGS: [zh: string, en: string][] = [
  ['数字经济', 'Digital economy'],
  ['绿色低碳', 'Green & low-carbon'],
  ['先进制造', 'Advanced manufacturing'],
  ['新能源', 'New energy'],
  ['生物医药', 'Biomedicine'],
  ['现代物流', 'Modern logistics'],
  ['海洋经济', 'Marine economy'],
  ['文旅融合', 'Culture & tourism'],
  ['一带一路', 'Belt and Road'],
  ['金砖合作', 'BRICS cooperation'],
  ['外资准入', 'Foreign investment access'],
  ['专精特新', 'Specialised SMEs'],
  ['跨境电商', 'Cross-border e-commerce'],
  ['人工智能', 'Artificial intelligence'],
  ['新材料', 'New materials'],
  ['供应链金融', 'Supply-chain finance'],
  ['重点推介', 'Featured'],
  ['政策红利', 'Policy incentives'],
]

export function buildTags(): (typeof tags.$inferInsert)[] {
  return TAGS.map(([nameZh, nameEn], i) => ({ id: i + 1, nameZh, nameEn }))
}

/** Two to four tags for each item of each given content type. */
export function buildContentTags(
  rng: Random,
  idsByType: Record<number, number[]>,
): (typeof contentTags.$inferInsert)[] {
  const tagIds = TAGS.map((_, i) => i + 1)
  return Object.entries(idsByType).flatMap(([type, ids]) =>
    ids.flatMap((contentId) =>
      rng
        .shuffle(tagIds)
        .slice(0, rng.int(2, 4))
        .map((tagId, sort) => ({ tagId, contentType: Number(type), contentId, sort })),
    ),
  )
}
