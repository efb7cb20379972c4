/** Strings of the auth area (mini program login, phone binding, privacy authorisation); the source of truth for `auth.en.ts`. */
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
  'auth.switchedTitle': '已切换账号',
  'auth.switchedText': '当前使用的账号：{name}（{account}）',
  'auth.switchedTextName': '当前使用的账号：{name}',
} as const
