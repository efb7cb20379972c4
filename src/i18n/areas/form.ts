/** Strings of the form template, shared by every form; the source of truth for `form.en.ts`. */
export const zh = {
  'form.sendCode': '获取验证码',
  'form.resendIn': '{count}秒后重发',
} as const
