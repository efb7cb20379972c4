import type { Lang } from './lang'

/** Every message the server itself writes, in both languages. */
const MESSAGES = {
  loginRequired: { zh: '请先登录', en: 'Please log in' },
  sessionExpired: { zh: '登录已失效，请重新登录', en: 'Your session has expired, please log in again' },
  notFound: { zh: '内容不存在或已下架', en: 'Content not found' },
  routeNotFound: { zh: '请求的地址不存在', en: 'Not found' },
  badRequest: { zh: '请求参数错误', en: 'Invalid request' },
  badJson: { zh: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  unsupportedMediaType: { zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  payloadTooLarge: { zh: '请求体过大', en: 'The request body is too large' },
  serverError: { zh: '服务器开小差了，请稍后再试', en: 'Something went wrong, please try again later' },
  alreadyInquired: { zh: '您已询价过该产品，请耐心等待企业联系', en: 'You have already sent an enquiry for this product; the company will contact you' },
  pointsRuleUnavailable: { zh: '该积分任务不存在或已停用', en: 'This points task does not exist or is no longer active' },
  pointsLimitReached: { zh: '该积分任务本期次数已用完', en: 'You have used up this points task for now' },
} as const satisfies Record<string, Record<Lang, string>>

export type MessageKey = keyof typeof MESSAGES

export function message(key: MessageKey, lang: Lang): string {
  return MESSAGES[key][lang]
}
