import type { countryMobileCodes } from './phone-codes.schema'
import { bilingualColumns, t } from '../platform/text'

/** Calling codes, China and the fair's most frequent visitors first. */
const COUNTRIES: [code: string, zh: string, en: string, dial: string][] = [
  ['CN', '中国大陆', 'Chinese mainland', '86'],
  ['HK', '中国香港', 'Hong Kong, China', '852'],
  ['MO', '中国澳门', 'Macao, China', '853'],
  ['TW', '中国台湾', 'Taiwan, China', '886'],
  ['SG', '新加坡', 'Singapore', '65'],
  ['MY', '马来西亚', 'Malaysia', '60'],
  ['TH', '泰国', 'Thailand', '66'],
  ['VN', '越南', 'Viet Nam', '84'],
  ['ID', '印度尼西亚', 'Indonesia', '62'],
  ['PH', '菲律宾', 'Philippines', '63'],
  ['JP', '日本', 'Japan', '81'],
  ['KR', '韩国', 'Republic of Korea', '82'],
  ['IN', '印度', 'India', '91'],
  ['AE', '阿联酋', 'United Arab Emirates', '971'],
  ['SA', '沙特阿拉伯', 'Saudi Arabia', '966'],
  ['RU', '俄罗斯', 'Russia', '7'],
  ['KZ', '哈萨克斯坦', 'Kazakhstan', '7'],
  ['DE', '德国', 'Germany', '49'],
  ['FR', '法国', 'France', '33'],
  ['GB', '英国', 'United Kingdom', '44'],
  ['IT', '意大利', 'Italy', '39'],
  ['NL', '荷兰', 'Netherlands', '31'],
  ['US', '美国', 'United States', '1'],
  ['CA', '加拿大', 'Canada', '1'],
  ['BR', '巴西', 'Brazil', '55'],
  ['AU', '澳大利亚', 'Australia', '61'],
  ['NZ', '新西兰', 'New Zealand', '64'],
  ['ZA', '南非', 'South Africa', '27'],
  ['EG', '埃及', 'Egypt', '20'],
  ['NG', '尼日利亚', 'Nigeria', '234'],
]

export function buildCountryMobileCodes(): (typeof countryMobileCodes.$inferInsert)[] {
  return COUNTRIES.map(([code, zh, en, dialCode], sort) => ({
    code,
    ...bilingualColumns({ name: t(zh, en) }),
    dialCode,
    sort,
  }))
}
