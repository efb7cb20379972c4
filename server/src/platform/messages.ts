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
  controlCharacters: {
    zh: '内容含有不可见的控制字符，请删除后重试',
    en: 'The text contains invisible control characters; remove them and try again',
  },
  operatorTokenRequired: { zh: '需要运营令牌', en: 'The operator token is required' },
  realNameNotConfigured: {
    zh: '实名认证服务暂未开通，请稍后再试',
    en: 'Real-name verification is not available on this server yet; please try again later',
  },
  wechatShareNotConfigured: {
    zh: '本服务器暂未开通微信分享签名，请使用页面右上角的菜单分享',
    en: 'WeChat share signing is not set up on this server; share from the page menu instead',
  },
  tooManyWrites: { zh: '操作过于频繁，请稍后再试', en: 'Too many requests, please try again in a moment' },
  serverError: { zh: '服务器开小差了，请稍后再试', en: 'Something went wrong, please try again later' },
  inquiryPhoneUnconfirmed: {
    zh: '请使用账号绑定的手机号，或填写发送到该号码的验证码',
    en: "Use your account's mobile number, or enter the code sent to this number",
  },
  alreadyInquired: {
    zh: '您已询价过该产品，请耐心等待企业联系',
    en: 'You have already sent an enquiry for this product; the company will contact you',
  },
  pointsRuleUnavailable: {
    zh: '该积分任务不存在或已停用',
    en: 'This points task does not exist or is no longer active',
  },
  pointsLimitReached: { zh: '该积分任务本期次数已用完', en: 'You have used up this points task for now' },
  pointsRealNameRequired: {
    zh: '完成实名认证后才能领取该积分',
    en: 'Complete real-name verification to receive these points',
  },
  pointsActionNotSeen: {
    zh: '未检测到对应的浏览、观看或分享，暂不能领取该积分',
    en: 'No matching view, watch or share was recorded, so these points cannot be claimed yet',
  },
  pointsKeyReused: {
    zh: '该请求标识已用于其他积分任务',
    en: 'This request key was already used for another points task',
  },
  pointsSignUpRequired: { zh: '报名会议后才能领取该积分', en: 'Sign up for a meeting to receive these points' },
  meetingNotFound: { zh: '会议不存在，请联系主办方', en: 'Meeting cannot be found; contact the organiser' },
  meetingAlreadySignedUp: { zh: '您已报名该会议', en: 'You have already signed up for this meeting' },
  meetingSignUpClosed: { zh: '报名已截止', en: 'Registration deadline passed' },
  meetingSlotFull: {
    zh: '报名失败，该时间段已报名其他会议（请取消或选择其他会议）',
    en: 'Registration failed because another meeting is registered in the same time slot (cancel it or pick another)',
  },
  collectibleTaskUnavailable: {
    zh: '该藏品任务不存在或已结束',
    en: 'This collectible task does not exist or has ended',
  },
  collectibleWrongDraw: { zh: '该任务不支持此抽取方式', en: 'This task does not use this kind of draw' },
  collectibleNoTimesLeft: { zh: '您的抽取次数已用完', en: 'You have no draws left for this task' },
  collectibleNotStarted: { zh: '请先完成任务倒计时', en: 'Please start the task countdown first' },
  collectibleTooEarly: { zh: '倒计时尚未结束，请稍后再试', en: 'The countdown has not finished yet' },
  collectibleAdultsOnly: {
    zh: '需要完成实名认证才能查看数字藏品（仅限成年人）',
    en: 'Real-name verification is needed to view digital collectibles (adults only)',
  },
  collectibleDrawAdultsOnly: {
    zh: '需要完成实名认证才能领取数字藏品（仅限成年人）',
    en: 'Real-name verification is needed to receive digital collectibles (adults only)',
  },
  collectibleNotFound: { zh: '该数字藏品不存在', en: 'This digital collectible does not exist' },
  collectibleNotYours: { zh: '该数字藏品不属于您', en: 'This digital collectible is not yours' },
  collectibleReceivedNoGift: {
    zh: '受赠的数字藏品不能再次转赠',
    en: 'A collectible you received as a gift cannot be given on',
  },
  giftToSelf: { zh: '不能转赠给自己', en: 'You cannot give a collectible to yourself' },
  giftReceiverNotVerified: {
    zh: '受赠人需为已注册并完成实名认证的成年人',
    en: 'The receiver must be a registered, real-name verified adult',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type MessageKey = keyof typeof MESSAGES

export function message(key: MessageKey, lang: Lang): string {
  return MESSAGES[key][lang]
}
