import type { Text } from '../platform/text'

/**
 * Prefecture-level area codes of the seed's project regions (the member cities use the same codes:
 * 350200 Xiamen, 350100 Fuzhou, 620100 Lanzhou ...), so /member-project-list?areaId=350200 finds Xiamen's projects.
 */
const AREA_IDS: Record<string, number> = {
  厦门市: 350200,
  福州市: 350100,
  泉州市: 350500,
  漳州市: 350600,
  成都市: 510100,
  西安市: 610100,
  武汉市: 420100,
  南宁市: 450100,
  兰州市: 620100,
  贵阳市: 520100,
  昆明市: 530100,
  乌鲁木齐市: 650100,
}

/** The area code of a seeded region; throws on a region without one so a new region cannot slip in unmapped. */
export function areaIdOf(region: Text): number {
  const areaId = AREA_IDS[region.zh]
  if (areaId === undefined) throw new Error(`no area code for ${region.zh}`)
  return areaId
}
