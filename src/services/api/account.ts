import type {
  CodeLogin,
  CountryMobileCode,
  EmailBinding,
  FeedbackForm,
  HealthDeclarationBody,
  HealthStanding,
  InquiryItem,
  InquiryListQuery,
  LoginCodeRequest,
  LoginMethod,
  LoginResult,
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
} from '@/contract/account'
import type { Page } from '@/contract/common'
import { COMMON, service, USER } from './service'
import type { HttpClient } from '../http/types'

/** Login and session, the profile, real-name verification, settings and what the user kept and sent. */
export function createAccountApi(http: HttpClient) {
  const { get, post } = service(http, USER)
  const common = service(http, COMMON)
  return {
    /** Sends a 6-digit login code to the phone or email; no loading indicator (the button counts down instead). */
    sendLoginCode: (method: LoginMethod, account: string) =>
      post<SendLoginCodeResult>('login/sendCode', { method, account } satisfies LoginCodeRequest),
    /** Exchanges a code for a session token and the profile. */
    loginByCode: (method: LoginMethod, account: string, code: string) =>
      post<LoginResult>('login/byCode', { method, account, code } satisfies CodeLogin, true),
    /** Mini program login: the `Taro.login()` code for our own session token and the profile. */
    loginByWechatCode: (code: string) => post<LoginResult>('login/byWechatCode', { code } satisfies WeChatCode, true),
    /** Binds the mobile of a getPhoneNumber button's code; the answer's token replaces the stored one. */
    bindWechatPhone: (code: string) => post<LoginResult>('login/bindWechatPhone', { code } satisfies WeChatCode, true),
    countryMobileCodes: () => common.get<CountryMobileCode[]>('operateCountryMobileCode/list'),
    /** Today's health declaration for the venue's entrance and the week's. */
    healthDeclaration: () => get<HealthStanding>('health/declaration'),
    declareHealth: (body: HealthDeclarationBody) => post<HealthStanding>('health/declare', body, true),
    isLogin: () => get<boolean>('isLogin'),
    /** Ends the session on the server; the token stops working at once. */
    logout: () => post<null>('logout'),
    logoutAll: () => post<{ ended: number }>('logoutAll'),
    /** The profile call that validates a token: null data means the token is not valid. */
    userInfo: () => post<UserProfile | null>('usr/userInfo'),

    /** The signed-in user's real-name verification state (masked). */
    realNameInfo: () => get<RealNameInfo>('userRealName/info'),
    /** Sends identity information for review; allowed when not verified or rejected. */
    submitRealName: (form: RealNameSubmission) => post<RealNameInfo>('userRealName/submit', form, true),

    userSetting: () => get<UserSetting>('userSetting/info'),
    updateUserSetting: (change: UserSettingChange) => post<UserSetting>('userSetting/update', change),
    updatePassword: (change: PasswordChange) => post<null>('usr/updatePassword', change, true),
    /** Binds an email with a code sent to it by login/sendCode (method email); cannot be undone. */
    bindEmail: (email: string, code: string) =>
      post<UserSetting>('usr/bindEmail', { email, code } satisfies EmailBinding, true),
    addFeedback: (form: FeedbackForm) => post<{ id: number }>('feedback/add', form, true),

    mineInfo: () => get<MineInfo>('mine/getMineInfo'),
    mineList: (list: MineList, query: MineListQuery) => get<Page<MineItem>>(`mine/${list}`, query, true),
    mineKinds: (list: MineList) => get<MineKind[]>(`mine/${list}/kinds`, undefined, true),
    inquiries: (query: InquiryListQuery) => get<Page<InquiryItem>>('mine/inquiries', query, true),
  }
}
