import { areaList } from '@vant/area-data'
import { pinyin } from 'pinyin-pro'
import type { Region } from '../../../src/contract/registration'
import type { Lang } from '../platform/lang'

// The places of the forms' province, city and county fields (GB/T 2260 codes), from @vant/area-data's Chinese names,
// with English names spelt in pinyin: the app asks one level at a time and bundles none of it.

/** Names whose English form is not their pinyin. */
const ENGLISH_NAMES: Record<string, string> = {
  内蒙古: 'Inner Mongolia',
  陕西: 'Shaanxi',
  西藏: 'Tibet',
  香港: 'Hong Kong',
  澳门: 'Macao',
  台湾: 'Taiwan',
}

/** The words of an autonomous or special region, and the peoples named before them (Guangxi Zhuang, Yanbian Korean). */
const AUTONOMY = /(?:特别行政区|自治区|自治州|自治县|自治旗)$/
const PEOPLES = /^(.{2,}?)(?:[\u4e00-\u9fa5]{1,3}族|维吾尔|蒙古|哈萨克|柯尔克孜)+$/
/** The other administrative words a place's English name goes without. */
const PLAIN = /(?:地区|省|市|区|县|盟|旗)$/

/** The place's name without its administrative words, unless that would leave a single character. */
function bareName(name: string): string {
  const bare = AUTONOMY.test(name) ? name.replace(AUTONOMY, '').replace(PEOPLES, '$1') : name.replace(PLAIN, '')
  return bare.length >= 2 ? bare : name
}

const englishCache = new Map<string, string>()

/** A place's English name: Fujian, Xiamen, Siming. */
export function englishName(name: string): string {
  let english = englishCache.get(name)
  if (english === undefined) {
    const bare = bareName(name)
    const spelt =
      ENGLISH_NAMES[bare] ?? pinyin(bare, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('')
    english = spelt.charAt(0).toUpperCase() + spelt.slice(1)
    englishCache.set(name, english)
  }
  return english
}

/** The level a code stands at: a province ends in 0000, a city in 00, anything else is a county. */
const levelOf = (code: string) => (code.endsWith('0000') ? 'province' : code.endsWith('00') ? 'city' : 'county')

/** The children of a place (the provinces without one), in the request's language; a county has none. */
export function regionChildren(parent: string | undefined, lang: Lang): Region[] {
  const level = parent ? levelOf(parent) : null
  if (level === 'county') return []
  const list: Record<string, string> = !parent
    ? areaList.province_list
    : level === 'province'
      ? areaList.city_list
      : areaList.county_list
  const prefix = parent?.slice(0, level === 'province' ? 2 : 4) ?? ''
  return Object.entries(list)
    .filter(([code]) => code.startsWith(prefix))
    .map(([code, name]) => ({ code, name: lang === 'en' ? englishName(name) : name }))
}
