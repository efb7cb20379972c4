import type { Lang } from './lang'

/** A message in one language; one that shows values is a function of them, so its wording can follow them. */
export type MessageText = string | ((params: never) => string)

/** A domain's Chinese messages: every key starts with the domain's name, so two domains can never claim one key. */
export type DomainMessages<Domain extends string> = Record<`${Domain}.${string}`, MessageText>

/** The English of a table of Chinese messages: every key again, a function of the same values where the Chinese is. */
export type EnglishOf<Zh> = { [K in keyof Zh]: Zh[K] extends string ? string : Zh[K] }

/** What a schema type is called in a message about a field of the wrong type. */
const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
}

type Field = { field: string }
type Limit = { field: string; limit: unknown }

/** What the platform itself answers: sessions, addresses, malformed requests, limits, failures. */
export const zh = {
  loginRequired: '请先登录',
  sessionExpired: '登录已失效，请重新登录',
  notFound: '内容不存在或已下线',
  routeNotFound: '请求的地址不存在',
  badRequest: '请求参数错误',
  badJson: '请求体不是合法的 JSON',
  unsupportedMediaType: '不支持的请求内容类型',
  payloadTooLarge: '请求体过大',
  controlCharacters: '内容含有不可见的控制字符，请删除后重试',
  brokenText: '内容含有残缺的字符，请重新输入',
  nestedTooDeep: '请求数据的层级过深',
  tooManyWrites: '操作过于频繁，请稍后再试',
  serverError: '服务器开小差了，请稍后再试',
  areaUnderMaintenance: '该区域正在维护中，请稍后再来',
  bodyNotObject: '请求体格式不正确，应为 JSON 对象',
  queryNotObject: '请求参数格式不正确，应为 JSON 对象',
  missingField: (p: Field) => `缺少参数 ${p.field}`,
  wrongType: (p: Field & { type: string }) => `参数 ${p.field} 应为${TYPE_NAMES[p.type] ?? p.type}`,
  belowMinimum: (p: Limit) => `参数 ${p.field} 不能小于 ${p.limit}`,
  aboveMaximum: (p: Limit) => `参数 ${p.field} 不能大于 ${p.limit}`,
  tooShort: (p: Limit) => `参数 ${p.field} 不能少于 ${p.limit} 个字符`,
  tooLong: (p: Limit) => `参数 ${p.field} 不能超过 ${p.limit} 个字符`,
  invalidField: (p: Field) => `参数 ${p.field} 格式不正确`,
} as const satisfies Record<string, MessageText>

/**
 * Every message of the server by key, as its Chinese text: the platform's here, and each domain's messages.ts adds its
 * own table (`declare module '../platform/messages'`), so a key is checked wherever it is used without the platform
 * naming a domain. The texts themselves reach `messageText` through `loadMessages`, which the composition calls.
 */
// The interface is merged with each domain's declaration; its own members come from the platform's table.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Catalogue extends PlatformMessages {}
type PlatformMessages = typeof zh

export type MessageKey = keyof Catalogue

type ParamsOf<K> = K extends MessageKey ? (Catalogue[K] extends (params: infer P) => string ? P : never) : never

/** The values a message shows, when it shows any: a key whose text has none takes nothing. */
export type MessageArgs<K extends MessageKey> = [ParamsOf<K>] extends [never] ? [] : [params: ParamsOf<K>]

/** The keys whose messages show no values. */
export type PlainMessageKey = { [K in MessageKey]: [ParamsOf<K>] extends [never] ? K : never }[MessageKey]

/** Every message in both languages: what the composition gives `loadMessages`. */
export type Messages = { zh: Catalogue; en: EnglishOf<Catalogue> }

let loaded: Messages | undefined

/** Makes the messages of every domain, in both languages, the ones `messageText` answers. */
export function loadMessages(messages: Messages): void {
  loaded = messages
}

/** The text of a message in a language, with its values filled in. */
export function messageText<K extends MessageKey>(key: K, lang: Lang, ...args: MessageArgs<K>): string {
  if (!loaded) throw new Error('No messages loaded: the app loads server/src/messages.ts when it is built')
  // MessageArgs already matched the values to the key, so the text takes whatever was given.
  const text = loaded[lang][key] as string | ((params: unknown) => string)
  return typeof text === 'function' ? text(args[0]) : text
}
