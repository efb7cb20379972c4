import type { Lang } from '../platform/lang'

/** Messages of the settings calls, in both languages (the password ones are seed 001 section 8's). */
const SETTINGS_MESSAGES = {
  passwordFormat: {
    zh: '密码格式不正确：至少8位，需包含大写字母、小写字母、数字和符号',
    en: 'Password format incorrect: at least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol',
  },
  oldPasswordRequired: { zh: '请输入原密码', en: 'Please enter your current password' },
  wrongOldPassword: { zh: '原密码不正确，修改密码失败', en: 'The current password is wrong; password change failed' },
  invalidEmail: { zh: '请输入正确的邮箱地址', en: 'Please enter a correct email address' },
  invalidCode: { zh: '请输入6位数字验证码', en: 'Please enter the 6-digit code' },
  wrongCode: {
    zh: '验证码错误或已过期，或该邮箱无法绑定，绑定失败',
    en: 'The code is wrong or has expired, or this email cannot be bound; binding failed',
  },
  emailAlreadyBound: {
    zh: '已绑定邮箱，无法更改',
    en: 'An email is already bound to this account and cannot be changed',
  },
  feedbackRequired: { zh: '请填写完整必填项', en: 'Please complete all required fields' },
  feedbackTooLong: { zh: '问题描述不能超过{max}个字', en: 'The description cannot exceed {max} characters' },
} as const satisfies Record<string, Record<Lang, string>>

export type SettingsMessageKey = keyof typeof SETTINGS_MESSAGES

/** An expected refusal of a settings call; the route answers `{ code: httpStatus, msg, data: null }`. */
export class SettingsError extends Error {
  constructor(
    readonly httpStatus: 400 | 409,
    readonly messageKey: SettingsMessageKey,
    readonly params: Record<string, number> = {},
  ) {
    super(messageKey)
    this.name = 'SettingsError'
  }
}

export function settingsMessage(error: SettingsError, lang: Lang): string {
  return SETTINGS_MESSAGES[error.messageKey][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in error.params ? String(error.params[name]) : whole,
  )
}
