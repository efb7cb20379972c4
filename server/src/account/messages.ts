import type { DomainMessages } from '../platform/messages'

type Seconds = { seconds: number }
type AttemptsLeft = { left: number }
type Max = { max: number }
type Code = { code: string; minutes: number }

/** What the account calls answer and send: code login and WeChat, settings (seed 001 section 8), real-name verification. */
export const ACCOUNT_MESSAGES = {
  'account.login.invalidPhone': { zh: '请输入正确的手机号', en: 'Enter a valid mobile number' },
  'account.login.invalidEmail': { zh: '请输入正确的邮箱', en: 'Enter a valid email address' },
  'account.login.invalidCode': { zh: '请输入 6 位验证码', en: 'Enter the 6-digit code' },
  'account.login.tooSoon': {
    zh: (p: Seconds) => `请 ${p.seconds} 秒后再获取验证码`,
    en: (p: Seconds) => `Please wait ${p.seconds} s before requesting another code`,
  },
  'account.login.dailyLimit': {
    zh: '今日获取验证码次数已达上限，请明天再试',
    en: 'Too many codes requested today, please try again tomorrow',
  },
  'account.login.addressLimit': {
    zh: '当前网络获取验证码过于频繁，请一小时后再试',
    en: 'Too many codes requested from this network, please try again in an hour',
  },
  'account.login.wechatRefused': { zh: '微信登录已失效，请重试', en: 'WeChat login expired, please try again' },
  'account.login.wechatUnavailable': {
    zh: '微信服务暂不可用，请稍后再试',
    en: 'WeChat is not reachable, please try again later',
  },
  'account.login.phoneTaken': {
    zh: '该手机号已绑定其他微信账号',
    en: 'This mobile number is already linked to another WeChat account',
  },
  'account.login.sendFailed': { zh: '发送失败，请重试', en: 'Send failed, please retry' },
  'account.login.smsNotConfigured': {
    zh: '本服务器暂未开通短信验证码登录，请使用其他方式登录',
    en: 'SMS code login is not set up on this server; please use another way to log in',
  },
  'account.login.mailNotConfigured': {
    zh: '本服务器暂未开通邮箱验证码登录，请使用其他方式登录',
    en: 'Email code login is not set up on this server; please use another way to log in',
  },
  'account.login.wechatNotConfigured': {
    zh: '本服务器暂未开通微信登录，请使用验证码登录',
    en: 'WeChat login is not set up on this server; please log in with a code',
  },
  'account.login.phoneNeedsCode': {
    zh: '该手机号已注册，请使用短信验证码登录该账号',
    en: 'This mobile number already has an account: log in to it with an SMS code',
  },
  'account.login.wrongCode': {
    zh: (p: AttemptsLeft) => `验证码错误，还可尝试 ${p.left} 次`,
    en: (p: AttemptsLeft) => `Incorrect code, ${p.left} ${p.left === 1 ? 'attempt' : 'attempts'} left`,
  },
  'account.login.tooManyAttempts': {
    zh: '验证码错误次数过多，请重新获取',
    en: 'Too many incorrect attempts, please request a new code',
  },
  'account.login.codeExpired': {
    zh: '验证码已失效，请重新获取',
    en: 'The code has expired or was already used, please request a new one',
  },
  'account.login.codeSubject': { zh: '投洽会登录验证码', en: 'Your CIFIT login code' },
  'account.login.codeText': {
    zh: (p: Code) => `您的投洽会登录验证码为 ${p.code}，${p.minutes} 分钟内有效，请勿泄露给他人。`,
    en: (p: Code) =>
      `Your CIFIT login code is ${p.code}. It expires in ${p.minutes} minutes. Do not share it with anyone.`,
  },

  'account.settings.passwordFormat': {
    zh: '密码格式不正确：至少8位，需包含大写字母、小写字母、数字和符号',
    en: 'Password format incorrect: at least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol',
  },
  'account.settings.oldPasswordRequired': { zh: '请输入原密码', en: 'Please enter your current password' },
  'account.settings.wrongOldPassword': {
    zh: '原密码不正确，修改密码失败',
    en: 'The current password is wrong; password change failed',
  },
  'account.settings.invalidEmail': { zh: '请输入正确的邮箱地址', en: 'Please enter a correct email address' },
  'account.settings.invalidCode': { zh: '请输入6位数字验证码', en: 'Please enter the 6-digit code' },
  'account.settings.wrongCode': {
    zh: '验证码错误或已过期，或该邮箱无法绑定，绑定失败',
    en: 'The code is wrong or has expired, or this email cannot be bound; binding failed',
  },
  'account.settings.emailAlreadyBound': {
    zh: '已绑定邮箱，无法更改',
    en: 'An email is already bound to this account and cannot be changed',
  },
  'account.settings.feedbackRequired': { zh: '请填写完整必填项', en: 'Please complete all required fields' },
  'account.settings.feedbackTooLong': {
    zh: (p: Max) => `问题描述不能超过${p.max}个字`,
    en: (p: Max) => `The description cannot exceed ${p.max} characters`,
  },

  'account.realName.notConfigured': {
    zh: '实名认证服务暂未开通，请稍后再试',
    en: 'Real-name verification is not available on this server yet; please try again later',
  },
  'account.realName.privacyRequired': {
    zh: '请先阅读并勾选隐私政策',
    en: 'Please read and tick the privacy policy first',
  },
  'account.realName.materialRequired': { zh: '认证材料不能为空', en: 'Verification material cannot be empty' },
  'account.realName.realNameRequired': { zh: '请输入真实姓名', en: 'Please enter your real name' },
  'account.realName.idNumberInvalid': {
    zh: '请输入正确的18位身份证号码',
    en: 'Please enter a valid 18-digit ID number',
  },
  'account.realName.companyRequired': { zh: '请输入所在单位', en: 'Please enter your company' },
  'account.realName.identityMismatch': {
    zh: '实名信息与手机号绑定的身份不一致，认证失败',
    en: 'The real name and ID number do not match the identity bound to your phone number: authentication failed',
  },
  'account.realName.idNumberTaken': {
    zh: '该证件号码已用于另一账号的实名认证，一个证件只能认证一个账号',
    en: 'This ID number already verifies another account: one ID number can verify only one account',
  },
  'account.realName.notAllowed': {
    zh: '当前认证状态不可提交',
    en: 'Verification cannot be submitted in the current status',
  },
  'account.realName.notVerifying': {
    zh: '该用户没有待审核的实名认证',
    en: 'This user has no verification waiting for review',
  },
  'account.realName.operatorRequired': { zh: '请填写审核人', en: 'Please name the operator who reviews' },
  'account.realName.reasonRequired': { zh: '请填写不通过的原因', en: 'Please give the reason for not approving' },
} as const satisfies DomainMessages<'account'>
