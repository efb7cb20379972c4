import { MATERIAL_PICTURES_MAX } from '../../../src/contract/account.codes'
import type { DomainMessages } from '../platform/messages'

type Seconds = { seconds: number }
type AttemptsLeft = { left: number }
type Max = { max: number }
type Min = { min: number }
type Code = { code: string; minutes: number }

/** What the account calls answer and send: code login and WeChat, settings (seed 001 section 8), real-name verification. */
export const zh = {
  'account.login.invalidPhone': '请输入正确的手机号',
  'account.login.invalidEmail': '请输入正确的邮箱',
  'account.login.invalidCode': '请输入 6 位验证码',
  'account.login.tooSoon': (p: Seconds) => `请 ${p.seconds} 秒后再获取验证码`,
  'account.login.dailyLimit': '今日获取验证码次数已达上限，请明天再试',
  'account.login.addressLimit': '当前网络获取验证码过于频繁，请一小时后再试',
  'account.login.wechatRefused': '微信登录已失效，请重试',
  'account.login.wechatUnavailable': '微信服务暂不可用，请稍后再试',
  'account.login.phoneTaken': '该手机号已绑定其他微信账号',
  'account.login.sendFailed': '发送失败，请重试',
  'account.login.smsNotConfigured': '本服务器暂未开通短信验证码登录，请使用其他方式登录',
  'account.login.mailNotConfigured': '本服务器暂未开通邮箱验证码登录，请使用其他方式登录',
  'account.login.wechatNotConfigured': '本服务器暂未开通微信登录，请使用验证码登录',
  'account.login.phoneNeedsCode': '该手机号已注册，请使用短信验证码登录该账号',
  'account.login.wrongCode': (p: AttemptsLeft) => `验证码错误，还可尝试 ${p.left} 次`,
  'account.login.tooManyAttempts': '验证码错误次数过多，请重新获取',
  'account.login.codeExpired': '验证码已失效，请重新获取',
  'account.login.codeSubject': '投洽会登录验证码',
  'account.login.codeText': (p: Code) => `您的投洽会登录验证码为 ${p.code}，${p.minutes} 分钟内有效，请勿泄露给他人。`,

  'account.settings.passwordFormat': '密码格式不正确：至少8位，需包含大写字母、小写字母、数字和符号',
  'account.settings.oldPasswordRequired': '请输入原密码',
  'account.settings.unbound': '该账号未绑定手机或邮箱，请先绑定',
  'account.settings.wrongOldPassword': '原密码不正确，修改密码失败',
  'account.settings.invalidEmail': '请输入正确的邮箱地址',
  'account.settings.invalidCode': '请输入6位数字验证码',
  'account.settings.wrongCode': '验证码错误或已过期，或该邮箱无法绑定，绑定失败',
  'account.settings.emailAlreadyBound': '已绑定邮箱，无法更改',
  'account.settings.feedbackRequired': '请填写完整必填项',
  'account.settings.feedbackTooShort': (p: Min) => `留言不能少于${p.min}个字`,
  'account.settings.feedbackTooLong': (p: Max) => `问题描述不能超过${p.max}个字`,

  'account.realName.notConfigured': '实名认证服务暂未开通，请稍后再试',
  'account.realName.problem.realName': '请输入真实姓名',
  'account.realName.problem.idNumber.idCard': '请输入正确的18位身份证号码',
  'account.realName.problem.idNumber.passport': '请输入正确的护照号码（5至17位字母或数字）',
  'account.realName.problem.idNumber.hkMacauPermit':
    '请输入正确的港澳居民来往内地通行证号码（H或M开头，后接8位或10位数字）',
  'account.realName.problem.idNumber.taiwanPermit': '请输入正确的台湾居民来往大陆通行证号码（8位或10位数字）',
  'account.realName.problem.idNumber.foreignerPermanentResidence':
    '请输入正确的外国人永久居留身份证号码（3位字母加12位数字，或以9开头的18位号码）',
  'account.realName.problem.company': '请输入所在单位',
  'account.realName.problem.pictures': `请上传1至${MATERIAL_PICTURES_MAX}张认证材料图片`,
  'account.realName.problem.ownPictures': '认证材料须为您本人上传的图片，请重新上传',
  'account.realName.problem.privacy': '请先阅读并勾选隐私政策',
  'account.realName.identityMismatch': '实名信息与手机号绑定的身份不一致，认证失败',
  'account.realName.idNumberTaken': '该证件号码已用于另一账号的实名认证（一个证件只能认证一个账号），请驳回此申请',
  'account.realName.notAllowed': '当前认证状态不可提交',
  'account.realName.notVerifying': '该用户没有待审核的实名认证',
  'account.realName.operatorRequired': '请填写审核人',
  'account.realName.reasonRequired': '请填写不通过的原因',
} as const satisfies DomainMessages<'account'>

type AccountMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends AccountMessages {}
}
