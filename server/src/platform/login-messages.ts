import type { Lang } from './lang'

/** Messages of the code login, in both languages; some take a number (seconds, attempts left). */
const LOGIN_MESSAGES = {
  invalidPhone: { zh: () => '请输入正确的手机号', en: () => 'Enter a valid mobile number' },
  invalidEmail: { zh: () => '请输入正确的邮箱', en: () => 'Enter a valid email address' },
  invalidCode: { zh: () => '请输入 6 位验证码', en: () => 'Enter the 6-digit code' },
  tooSoon: {
    zh: (seconds: number) => `请 ${seconds} 秒后再获取验证码`,
    en: (seconds: number) => `Please wait ${seconds} s before requesting another code`,
  },
  dailyLimit: {
    zh: () => '今日获取验证码次数已达上限，请明天再试',
    en: () => 'Too many codes requested today, please try again tomorrow',
  },
  addressLimit: {
    zh: () => '当前网络获取验证码过于频繁，请一小时后再试',
    en: () => 'Too many codes requested from this network, please try again in an hour',
  },
  wechatRefused: { zh: () => '微信登录已失效，请重试', en: () => 'WeChat login expired, please try again' },
  wechatUnavailable: {
    zh: () => '微信服务暂不可用，请稍后再试',
    en: () => 'WeChat is not reachable, please try again later',
  },
  phoneTaken: {
    zh: () => '该手机号已绑定其他微信账号',
    en: () => 'This mobile number is already linked to another WeChat account',
  },
  sendFailed: { zh: () => '发送失败，请重试', en: () => 'Send failed, please retry' },
  smsNotConfigured: {
    zh: () => '本服务器暂未开通短信验证码登录，请使用其他方式登录',
    en: () => 'SMS code login is not set up on this server; please use another way to log in',
  },
  mailNotConfigured: {
    zh: () => '本服务器暂未开通邮箱验证码登录，请使用其他方式登录',
    en: () => 'Email code login is not set up on this server; please use another way to log in',
  },
  wechatNotConfigured: {
    zh: () => '本服务器暂未开通微信登录，请使用验证码登录',
    en: () => 'WeChat login is not set up on this server; please log in with a code',
  },
  phoneNeedsCode: {
    zh: () => '该手机号已注册，请使用短信验证码登录该账号',
    en: () => 'This mobile number already has an account: log in to it with an SMS code',
  },
  wrongCode: {
    zh: (left: number) => `验证码错误，还可尝试 ${left} 次`,
    en: (left: number) => `Incorrect code, ${left} ${left === 1 ? 'attempt' : 'attempts'} left`,
  },
  tooManyAttempts: {
    zh: () => '验证码错误次数过多，请重新获取',
    en: () => 'Too many incorrect attempts, please request a new code',
  },
  codeExpired: {
    zh: () => '验证码已失效，请重新获取',
    en: () => 'The code has expired or was already used, please request a new one',
  },
} as const satisfies Record<string, Record<Lang, (n: number) => string>>

export type LoginMessageKey = keyof typeof LOGIN_MESSAGES

export function loginMessage(key: LoginMessageKey, lang: Lang, n = 0): string {
  return LOGIN_MESSAGES[key][lang](n)
}
