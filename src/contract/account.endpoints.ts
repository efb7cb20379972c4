import type {
  CodeLogin,
  CountryMobileCode,
  EmailBinding,
  FeedbackAdded,
  FeedbackForm,
  HealthDeclarationBody,
  HealthStanding,
  InquiryItem,
  InquiryListQuery,
  LoginCodeRequest,
  LoginResult,
  LogoutAllResult,
  MineInfo,
  MineItem,
  MineKind,
  MineList,
  MineListQuery,
  PasswordChange,
  RealNameInfo,
  RealNameSubmission,
  SendLoginCodeResult,
  UserProfile,
  UserSetting,
  UserSettingChange,
  WeChatCode,
} from './account'
import type { Page } from './common'
import { COMMON, get, post, USER, type Endpoint } from './endpoint'

/** Login by a one-time code or WeChat (seed 001: login method switch); each answers our own session token. */
export const login = {
  /** Sends a 6-digit login code to the phone or email. */
  sendCode: post<SendLoginCodeResult, LoginCodeRequest>(USER, 'login/sendCode', { access: 'public' }),
  /** Exchanges a code for a session token and the profile. */
  byCode: post<LoginResult, CodeLogin>(USER, 'login/byCode', { access: 'public' }),
  /** Mini program login: the `Taro.login()` code for our own session token and the profile. */
  byWechatCode: post<LoginResult, WeChatCode>(USER, 'login/byWechatCode', { access: 'public' }),
  /** Binds the mobile of a getPhoneNumber button's code; the answer's token replaces the stored one. */
  bindWechatPhone: post<LoginResult, WeChatCode>(USER, 'login/bindWechatPhone', { access: 'user' }),
}

/** The session of the token sent: whether it is valid, its profile, and ending it. */
export const session = {
  isLogin: get<boolean>(USER, 'isLogin', { access: 'optional' }),
  /** The profile call that validates a token: null data means the token is not valid. */
  userInfo: post<UserProfile | null>(USER, 'usr/userInfo', { access: 'optional' }),
  /** Ends the session on the server; the token stops working at once. */
  logout: post<null>(USER, 'logout', { access: 'user' }),
  /** Ends every session of the user ("sign out of all devices"). */
  logoutAll: post<LogoutAllResult>(USER, 'logoutAll', { access: 'user' }),
}

/** The calling codes the phone fields offer. */
export const countryCodes = {
  list: get<CountryMobileCode[]>(COMMON, 'operateCountryMobileCode/list', { access: 'public' }),
}

/** The user's daily health declaration for the venue's entrance. */
export const health = {
  /** Today's declaration and the week's. */
  declaration: get<HealthStanding>(USER, 'health/declaration', { access: 'user' }),
  declare: post<HealthStanding, HealthDeclarationBody>(USER, 'health/declare', { access: 'user' }),
}

/** The signed-in user's real-name verification (review is the operator command's). */
export const realName = {
  /** The verification state (masked). */
  info: get<RealNameInfo>(USER, 'userRealName/info', { access: 'user' }),
  /** Sends identity information for review; allowed when not verified or rejected. */
  submit: post<RealNameInfo, RealNameSubmission>(USER, 'userRealName/submit', { access: 'user' }),
}

/** Settings (seed 001 section 2): the recommendation switch, the password, the email, and feedback. */
export const settings = {
  info: get<UserSetting>(USER, 'userSetting/info', { access: 'user' }),
  update: post<UserSetting, UserSettingChange>(USER, 'userSetting/update', { access: 'user' }),
  updatePassword: post<null, PasswordChange>(USER, 'usr/updatePassword', { access: 'user' }),
  /** Binds an email with a code sent to it by login/sendCode (method email); cannot be undone. */
  bindEmail: post<UserSetting, EmailBinding>(USER, 'usr/bindEmail', { access: 'user' }),
  /** A signed-in user's feedback is kept under their name; a guest's without one. */
  addFeedback: post<FeedbackAdded, FeedbackForm>(USER, 'feedback/add', { access: 'optional' }),
}

/** The my tab: its counts and the purchase enquiries the user sent or received. */
export const mine = {
  info: get<MineInfo>(USER, 'mine/getMineInfo', { access: 'user' }),
  inquiries: get<Page<InquiryItem>, InquiryListQuery>(USER, 'mine/inquiries', { access: 'user' }),
}

/** One page of each list of what the user kept (MINE_LISTS), filtered by content type. */
export const mineLists = {
  collections: get<Page<MineItem>, MineListQuery>(USER, 'mine/collections', { access: 'user' }),
  likes: get<Page<MineItem>, MineListQuery>(USER, 'mine/likes', { access: 'user' }),
  follows: get<Page<MineItem>, MineListQuery>(USER, 'mine/follows', { access: 'user' }),
} satisfies Record<MineList, Endpoint<MineListQuery, Page<MineItem>>>

/** The content types each list holds and how many of each, for its filter. */
export const mineListKinds = {
  collections: get<MineKind[]>(USER, 'mine/collections/kinds', { access: 'user' }),
  likes: get<MineKind[]>(USER, 'mine/likes/kinds', { access: 'user' }),
  follows: get<MineKind[]>(USER, 'mine/follows/kinds', { access: 'user' }),
} satisfies Record<MineList, Endpoint<void, MineKind[]>>
