import type {
  FeedbackForm,
  LoginMethod,
  LoginResult,
  MineInfo,
  PasswordChange,
  RealNameInfo,
  RealNameSubmission,
  SendLoginCodeResult,
  UserProfile,
  UserSetting,
} from '@/contract/account'
import type { Page, PageQuery } from '@/contract/common'
import type { CollectState, ContentKey, LikeState } from '@/contract/engagement'
import type { InquiryForm } from '@/contract/enterprise'
import type { CommonModule } from '@/contract/fair'
import type { DownloadRecord, DownloadTarget } from '@/contract/files'
import type { OfflineSignUp, SignUpInfo } from '@/contract/meeting'
import type {
  FinishedEvent,
  MemberConfig,
  PointsAddResult,
  PointsDetail,
  PointsInfo,
  PointsLevel,
  PointsRule,
} from '@/contract/points'
import type { ShareSignature } from '@/contract/share'
import type { HttpClient } from '../http/types'

const P = '/user-central'

/** Calls of the user-central service (seed 000 section 7). */
export function createUserCentralApi(http: HttpClient) {
  const get = <T>(path: string, data?: object, loading = true) =>
    http.request<T>(`${P}/${path}`, { method: 'GET', data, loading })
  const post = <T>(path: string, data?: object, loading = true) =>
    http.request<T>(`${P}/${path}`, { method: 'POST', data, loading })

  return {
    pointsRules: () => get<PointsRule[]>('userPoints/ruleList', undefined, false),
    pointsFinishedEvents: () => get<FinishedEvent[]>('userPoints/listFinishEvent', undefined, false),
    pointsLevels: () => get<PointsLevel[]>('userPoints/levelList'),
    pointsMemberConfig: () => get<MemberConfig>('userPoints/memberConfig'),
    pointsInfo: () => get<PointsInfo>('userPoints/info'),
    pointsDetails: (q: PageQuery) => get<Page<PointsDetail>>('userPoints/detailList', q),
    /** Sent while a live or replay plays: the watch time the server credits meeting-watching points against. */
    pointsWatchBeat: (liveId: number) => post<null>('userPoints/watchBeat', { liveId }, false),
    /** idempotencyKey (1-100 chars, one per claim attempt): a retried request with the same key credits once and answers the first result. */
    addPoints: (actionType: number, idempotencyKey: string) =>
      post<PointsAddResult>('userPoints/add', { actionType, idempotencyKey }, false),

    signUpInfo: () => get<SignUpInfo>('userSignUp/info'),
    modulesByType: (type: string) => get<CommonModule[]>('operateCommonModule/listByType', { type }, false),

    /** Sends a 6-digit login code to the phone or email; no loading indicator (the button counts down instead). */
    sendLoginCode: (method: LoginMethod, account: string) =>
      post<SendLoginCodeResult>('login/sendCode', { method, account }, false),
    /** Exchanges a code for a session token and the profile. */
    loginByCode: (method: LoginMethod, account: string, code: string) =>
      post<LoginResult>('login/byCode', { method, account, code }),
    /** Mini program login: the `Taro.login()` code for our own session token and the profile. */
    loginByWechatCode: (code: string) => post<LoginResult>('login/byWechatCode', { code }),
    /** Binds the mobile of a getPhoneNumber button's code; the answer's token replaces the stored one. */
    bindWechatPhone: (code: string) => post<LoginResult>('login/bindWechatPhone', { code }),

    isLogin: () => get<boolean>('isLogin', undefined, false),
    /** Ends the session on the server; the token stops working at once. */
    logout: () => post<null>('logout', undefined, false),
    logoutAll: () => post<{ ended: number }>('logoutAll', undefined, false),
    /** The profile call that validates a token: null data means the token is not valid. */
    userInfo: () => post<UserProfile | null>('usr/userInfo', undefined, false),
    /** The signed-in user's real-name verification state (masked). */
    realNameInfo: () => get<RealNameInfo>('userRealName/info', undefined, false),
    /** Sends identity information for review; allowed when not verified or rejected. */
    submitRealName: (form: RealNameSubmission) => post<RealNameInfo>('userRealName/submit', form),
    mineInfo: () => get<MineInfo>('mine/getMineInfo', undefined, false),
    offlineSignUpList: () => get<OfflineSignUp[]>('mine/offlineSignUpList'),

    collect: (key: ContentKey) => post<CollectState>('unify/collect', key),
    checkCollect: (key: ContentKey) => post<CollectState>('unify/checkCollect', key, false),
    addNum: (key: ContentKey & { kind: 'view' | 'share' }) => post<{ count: number }>('unify/addNum', key, false),
    checkAgree: (key: ContentKey) => post<LikeState>('unify/checkAgree', key, false),
    agree: (key: ContentKey) => post<LikeState>('unify/agree', key),
    /** Whether the signed-in user already sent a purchase enquiry for the product. */
    checkInquiryApply: (productId: number) =>
      get<{ applied: boolean }>('unify/checkInquiryApply', { productId }, false),
    addInquiry: (form: InquiryForm) => post<{ id: number }>('userInquiry/add', form),
    projectAreaList: () => get<{ id: number; name: string }[]>('unify/projectAreaList'),
    projectBrowsingRecord: (projectId: number) => post<null>('unify/projectBrowsingRecord', { projectId }, false),

    follow: (targetId: number, targetType: number) =>
      post<{ followed: boolean }>('userFollowData/add', { targetId, targetType }),
    applyBusinessCard: (targetUserId: number, remark: string) =>
      post<null>('userBusinessCardApply/add', { targetUserId, remark }),
    businessCardStatus: (targetUserId: number) =>
      get<{ status: number }>('userBusinessCardApply/getStatus', { targetUserId }, false),
    meetingSignUp: (meetingId: number) => post<null>('meetingSignUp/sign', { meetingId }),
    /** Whether the logged-in user is signed up for the meeting; needs a token. */
    meetingSignUpStatus: (meetingId: number) =>
      get<{ signedUp: boolean }>('meetingSignUp/status', { meetingId }, false),

    appletQrCode: (page: string, scene: string) => post<{ image: string }>('applet/qrCode', { page, scene }),
    shareSign: (url: string) => post<ShareSignature>('applet/shareSign', { url }, false),
    shareYunZhanSign: (url: string) => post<ShareSignature>('applet/shareYunZhanSign', { url }, false),
    shareClick: (url: string) => post<null>('share/clickHandler', { url }, false),
    shareDone: (url: string) => post<null>('share/shareHandler', { url }, false),

    downloadRecords: (q: PageQuery) => get<Page<DownloadRecord>>('userDownloadAppendixRecord/page', q),
    saveDownloadRecord: (target: DownloadTarget) =>
      post<{ id: number }>('userDownloadAppendixRecord/save', target, false),
    deleteDownloadRecord: (id: number) => post<null>('userDownloadAppendixRecord/delete', { id }),

    saveOfflineSignUp: (meetingId: number) => post<null>('userMeetingSignUpOffline/save', { meetingId }),
    offlineSignUps: () => get<OfflineSignUp[]>('userMeetingSignUpOffline/list'),

    userSetting: () => get<UserSetting>('userSetting/info', undefined, false),
    updateUserSetting: (change: { recommend: boolean }) => post<UserSetting>('userSetting/update', change, false),
    updatePassword: (change: PasswordChange) => post<null>('usr/updatePassword', change),
    /** Binds an email with a code sent to it by login/sendCode (method email); cannot be undone. */
    bindEmail: (email: string, code: string) => post<UserSetting>('usr/bindEmail', { email, code }),
    addFeedback: (form: FeedbackForm) => post<{ id: number }>('feedback/add', form),
  }
}

export type UserCentralApi = ReturnType<typeof createUserCentralApi>
