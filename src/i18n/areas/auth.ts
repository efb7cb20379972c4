/** Strings of the auth area (mini program login, phone binding, privacy authorisation); `en` must define every key of `zh`. */
export const zh = {
  'auth.wechatLogin': '微信一键登录',
  'auth.wechatPhone': '使用微信绑定的手机号',
  'auth.or': '或使用验证码登录',
  'auth.wechatFailed': '微信登录失败，请重试',
  'auth.phoneDenied': '未获取到手机号，可使用验证码登录',
  'auth.privacyTitle': '隐私保护指引',
  'auth.privacyText': '为了登录并为您提供展会服务，我们需要在您同意后获取您的微信身份和手机号。',
  'auth.privacyAgree': '同意',
  'auth.privacyDisagree': '拒绝',
} as const

export const en: Record<keyof typeof zh, string> = {
  'auth.wechatLogin': 'Log in with WeChat',
  'auth.wechatPhone': 'Use my WeChat mobile number',
  'auth.or': 'or log in with a code',
  'auth.wechatFailed': 'WeChat login failed, please try again',
  'auth.phoneDenied': 'No mobile number was shared; you can log in with a code',
  'auth.privacyTitle': 'Privacy guide',
  'auth.privacyText': 'To log you in and provide the fair services, we need your WeChat identity and mobile number once you agree.',
  'auth.privacyAgree': 'Agree',
  'auth.privacyDisagree': 'Decline',
}
