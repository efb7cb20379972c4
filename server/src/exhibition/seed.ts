import { asc } from 'drizzle-orm'
import { EXHIBITIONS } from './exhibitions.fixtures'
import { buildEnterprises } from './exhibitors.seed'
import { exhibitionAreas, exhibits } from './schema'
import { booths, exhibitions } from './schema'
import { sanitizeHtml } from '../../../src/contract/sanitize-html'
import { products } from '../enterprise'
import type { Database } from '../platform/connect'
import { imageUrl } from '../platform/images'
import type { Random } from '../platform/random'
import { bilingualColumns, richText } from '../platform/text'

const BOOTHS_PER_EXHIBITION = 10
/** Zone covers are numbered after the exhibition covers among the generated images. */
const AREA_COVER_OFFSET = 100

/** Area ids in seed order: exhibition by exhibition, area by area, from 1. */
const AREA_IDS: number[][] = (() => {
  let next = 0
  return EXHIBITIONS.map((e) => e.areas.map(() => (next += 1)))
})()

export function buildExhibitions(): (typeof exhibitions.$inferInsert)[] {
  return EXHIBITIONS.map((e, index) => {
    const halls = [...new Set(e.areas.map((a) => a.hall))]
    const html = (l: 'zh' | 'en') => {
      const colon = l === 'zh' ? '：' : ': '
      const zones = e.areas.map((a) => `<li><strong>${a.hall} ${a.name[l]}</strong>${colon}${a.focus[l]}</li>`).join('')
      return l === 'zh'
        ? `<p>${e.name.zh}设在厦门国际会展中心${e.hall.zh}，${e.theme.zh}。</p><h3>展区分布</h3><ul>${zones}</ul><p>展期内每天9:00至17:00开放，专业观众凭证件入场。</p>`
        : `<p>The ${e.name.en} in ${e.hall.en} of the Xiamen International Conference and Exhibition Center brings together ${e.theme.en}.</p><h3>Zones</h3><ul>${zones}</ul><p>Open 9:00 to 17:00 every fair day; trade visitors enter with their badge.</p>`
    }
    return {
      id: index + 1,
      ...bilingualColumns({ name: e.name }),
      hallZh: `厦门国际会展中心${e.hall.zh}（${halls.join('、')}）`,
      hallEn: `${e.hall.en} (${halls.join(', ')}), Xiamen International Conference and Exhibition Center`,
      summaryZh: `${e.name.zh}位于${e.hall.zh}，${e.theme.zh}。`,
      summaryEn: `The ${e.name.en} in ${e.hall.en}: ${e.theme.en}.`,
      ...richText(html),
      cover: imageUrl('exhibition', index + 1),
      startDate: '2026-09-08',
      endDate: '2026-09-11',
    }
  })
}

/** The zones of every exhibition, each in one hall, in the order the hall signs list them. */
export function buildExhibitionAreas(): (typeof exhibitionAreas.$inferInsert)[] {
  return EXHIBITIONS.flatMap((e, exhibitionIndex) =>
    e.areas.map((a, sort) => {
      const id = AREA_IDS[exhibitionIndex][sort]
      return {
        id,
        exhibitionId: exhibitionIndex + 1,
        hall: a.hall,
        ...bilingualColumns({ name: a.name }),
        summaryZh: `${a.name.zh}位于${a.hall}馆，聚焦${a.focus.zh}。`,
        summaryEn: `${a.name.en}, Hall ${a.hall}: ${a.focus.en}.`,
        contentZh: sanitizeHtml(
          `<p>${a.name.zh}是${e.name.zh}的重要组成部分，集中展示${a.focus.zh}。</p><p>展区设有洽谈区和路演区，参展企业可在现场对接采购商与投资机构。</p>`,
        ),
        contentEn: sanitizeHtml(
          `<p>The ${a.name.en} zone is part of the ${e.name.en} and features ${a.focus.en}.</p><p>It has a matchmaking lounge and a roadshow stage where exhibitors meet buyers and investors on site.</p>`,
        ),
        cover: imageUrl('exhibition', AREA_COVER_OFFSET + id),
        sort,
      }
    }),
  )
}

/** Ten booths per exhibition spread over its zones; sizes are whole standard booths (9 m²) or raw space from 36 m². */
export function buildBooths(rng: Random): (typeof booths.$inferInsert)[] {
  const enterprises = buildEnterprises()
  return EXHIBITIONS.flatMap((e, exhibitionIndex) =>
    Array.from({ length: BOOTHS_PER_EXHIBITION }, (_, n) => {
      const id = exhibitionIndex * BOOTHS_PER_EXHIBITION + n + 1
      const enterprise = enterprises[(id * 3) % enterprises.length]
      const zone = n % e.areas.length
      const hall = e.areas[zone].hall
      return {
        id,
        exhibitionId: exhibitionIndex + 1,
        enterpriseId: enterprise.id!,
        areaId: AREA_IDS[exhibitionIndex][zone],
        boothNo: `${hall}-${String(101 + n * 2)}`,
        area: rng.pick([9, 18, 36, 54, 72]),
        introZh: `${enterprise.nameZh}在${e.name.zh}${e.areas[zone].name.zh}展示最新产品与合作项目，欢迎现场洽谈。`,
        introEn: `${enterprise.nameEn} presents its latest products and partnership projects in the ${e.areas[zone].name.en} zone of the ${e.name.en}. Come and talk business at the booth.`,
      }
    }),
  )
}

/** Every booth shows the products of its enterprise; inserted after booths and products, from what was stored. */
export async function seedExhibits(db: Pick<Database, 'select' | 'insert'>): Promise<void> {
  const boothRows = await db
    .select({ id: booths.id, enterpriseId: booths.enterpriseId })
    .from(booths)
    .orderBy(asc(booths.id))
  const productRows = await db
    .select({ id: products.id, enterpriseId: products.enterpriseId })
    .from(products)
    .orderBy(asc(products.id))
  const rows = boothRows.flatMap((booth) =>
    productRows
      .filter((p) => p.enterpriseId === booth.enterpriseId)
      .map((p, sort) => ({ boothId: booth.id, productId: p.id, sort })),
  )
  if (rows.length > 0) await db.insert(exhibits).values(rows)
}
