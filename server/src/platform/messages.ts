import type { Lang } from './lang'

/** A text in both languages; one that shows values is a function of them, so its wording can follow them. */
export type Bilingual = Record<Lang, string> | Record<Lang, (params: never) => string>

/** A domain's messages: every key starts with the domain's name, so two domains can never claim one key. */
export type DomainMessages<Domain extends string> = Record<`${Domain}.${string}`, Bilingual>

const TYPE_NAMES: Record<string, Record<Lang, string>> = {
  integer: { zh: '整数', en: 'an integer' },
  number: { zh: '数字', en: 'a number' },
  string: { zh: '字符串', en: 'a string' },
  boolean: { zh: '布尔值', en: 'true or false' },
  object: { zh: '对象', en: 'an object' },
  array: { zh: '数组', en: 'an array' },
}
const typeName = (type: string, lang: Lang) => TYPE_NAMES[type]?.[lang] ?? type

type Field = { field: string }
type Limit = { field: string; limit: unknown }

/** What the platform itself answers: sessions, addresses, malformed requests, limits, failures. */
export const PLATFORM_MESSAGES = {
  loginRequired: { zh: '请先登录', en: 'Please log in' },
  sessionExpired: { zh: '登录已失效，请重新登录', en: 'Your session has expired, please log in again' },
  notFound: { zh: '内容不存在或已下架', en: 'Content not found' },
  routeNotFound: { zh: '请求的地址不存在', en: 'Not found' },
  badRequest: { zh: '请求参数错误', en: 'Invalid request' },
  badJson: { zh: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  unsupportedMediaType: { zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  payloadTooLarge: { zh: '请求体过大', en: 'The request body is too large' },
  controlCharacters: {
    zh: '内容含有不可见的控制字符，请删除后重试',
    en: 'The text contains invisible control characters; remove them and try again',
  },
  tooManyWrites: { zh: '操作过于频繁，请稍后再试', en: 'Too many requests, please try again in a moment' },
  serverError: { zh: '服务器开小差了，请稍后再试', en: 'Something went wrong, please try again later' },
  bodyNotObject: { zh: '请求体格式不正确，应为 JSON 对象', en: 'The request body must be a JSON object' },
  queryNotObject: { zh: '请求参数格式不正确，应为 JSON 对象', en: 'The request parameters must be a JSON object' },
  missingField: { zh: (p: Field) => `缺少参数 ${p.field}`, en: (p: Field) => `Missing parameter "${p.field}"` },
  wrongType: {
    zh: (p: Field & { type: string }) => `参数 ${p.field} 应为${typeName(p.type, 'zh')}`,
    en: (p: Field & { type: string }) => `"${p.field}" must be ${typeName(p.type, 'en')}`,
  },
  belowMinimum: {
    zh: (p: Limit) => `参数 ${p.field} 不能小于 ${p.limit}`,
    en: (p: Limit) => `"${p.field}" must be at least ${p.limit}`,
  },
  aboveMaximum: {
    zh: (p: Limit) => `参数 ${p.field} 不能大于 ${p.limit}`,
    en: (p: Limit) => `"${p.field}" must be at most ${p.limit}`,
  },
  tooShort: {
    zh: (p: Limit) => `参数 ${p.field} 不能少于 ${p.limit} 个字符`,
    en: (p: Limit) => `"${p.field}" must have at least ${p.limit} characters`,
  },
  tooLong: {
    zh: (p: Limit) => `参数 ${p.field} 不能超过 ${p.limit} 个字符`,
    en: (p: Limit) => `"${p.field}" must have at most ${p.limit} characters`,
  },
  invalidField: {
    zh: (p: Field) => `参数 ${p.field} 格式不正确`,
    en: (p: Field) => `"${p.field}" has an invalid value`,
  },
} as const satisfies Record<string, Bilingual>
