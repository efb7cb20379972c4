import type { PageQuery } from './common.dto'

/** Points action types (seed 000 section 9). */
export const PointsAction = {
  dailySignIn: 31,
  browseNews: 32,
  browseProject: 33,
  browseCloudSpace: 34,
  dailyShare: 35,
  watchMeeting: 36,
  realName: 37,
  meetingSignUp: 38,
} as const
export type PointsActionType = (typeof PointsAction)[keyof typeof PointsAction]

export interface PointsRule {
  actionType: number
  /** 0 means active; the client keeps only those. */
  status: number
  frequency: number
  point: number
  name: string
}

export interface FinishedEvent {
  type: number
  total: number
}

export interface PointsLevel {
  level: number
  name: string
  minPoints: number
}

export interface PointsInfo {
  balance: number
  level: number
}

export interface PointsDetail {
  id: number
  actionType: number
  point: number
  reason: string
  createTime: number
}

/** Answer of userPoints/add (the same for a repeated idempotency key); 400 unknown or inactive rule, 409 frequency used up. */
export interface PointsAddResult {
  point: number
  reason: string
  balance: number
}

export interface MemberConfig {
  benefits: string[]
}

/** The signed-in user's profile; phone and ID number arrive masked. */
export interface UserProfile {
  id: number
  nickname: string
  avatar: string
  phone: string
  email: string
  realNameStatus: number
  company: string
  position: string
}

/** users.realNameStatus: 0 not verified, 1 verifying, 2 verified, 3 rejected (seed 001 section 4). */
export const RealNameStatus = { notVerified: 0, verifying: 1, verified: 2, rejected: 3 } as const
export type RealNameStatusCode = (typeof RealNameStatus)[keyof typeof RealNameStatus]

/** The ways of real-name verification (seed 001 section 2). */
export const VERIFICATION_METHODS = ['idCard', 'businessCard', 'dingTalk', 'weCom'] as const
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number]

/** Body of userRealName/submit; idNumber is required for the ID-card method, company for the others. */
export interface RealNameSubmission {
  method: VerificationMethod
  realName: string
  idNumber: string
  company: string
  area: string
  /** A description or link of the verification material; never empty. */
  material: string
  /** The privacy policy was ticked; the server refuses false. */
  privacyAccepted: boolean
}

/** Answer of userRealName/info; name, ID number and phone arrive masked. */
export interface RealNameInfo {
  status: RealNameStatusCode
  method: VerificationMethod | null
  realName: string
  idNumber: string
  phone: string
  company: string
  area: string
  /** Why the review did not approve; '' unless status is rejected. */
  reason: string
  /** 18 or over by the ID number's birth date when approved (collectibles need it). */
  adult: boolean
  submittedAt: number | null
}

/** How a visitor logs in with a one-time code (seed 001: login method switch). */
export type LoginMethod = 'phone' | 'email'

/** Answer of login/sendCode; both in seconds. */
export interface SendLoginCodeResult {
  /** Another code can be requested for this account after this long. */
  resendAfter: number
  /** The code just sent stops working after this long. */
  expiresIn: number
}

/** Answer of login/byCode: a new session token and the profile usr/userInfo would return (phone masked). */
export interface LoginResult {
  token: string
  profile: UserProfile
}

export interface MineInfo {
  collectCount: number
  followCount: number
  signUpCount: number
  points: number
}

export interface CommonModule {
  id: number
  /** banner, entry, notice... */
  type: string
  title: string
  image: string
  /** An H5 route path with its query, e.g. /projectList?industryId=3. */
  link: string
  sort: number
}

export interface CollectState {
  collected: boolean
}

/** Whether the signed-in user likes an item (false when signed out) and how many people do. */
export interface LikeState {
  agreed: boolean
  count: number
}

export interface ContentKey {
  contentId: number
  contentType: number
}

export interface ShareSignature {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

export interface DownloadRecord {
  id: number
  /** The document when the file is one of the server's; null for a file recorded by URL. */
  appendixId: number | null
  name: string
  url: string
  size: number
  createTime: number
}

/** What a download record is saved for: a server document by id, or any file by its URL and name. */
export type DownloadTarget = { appendixId: number } | { url: string; name: string; size?: number }

export interface OfflineSignUp {
  id: number
  meetingId: number
  meetingName: string
  signTime: number
}

export interface SignUpInfo {
  registered: boolean
  status: number
}

export type PageOnly = PageQuery

/** Answer of userSetting/info: the signed-in user's settings and what the settings pages need to know. */
export interface UserSetting {
  /** Personalised recommendations; on unless the user turned them off. */
  recommend: boolean
  /** Whether a password was set, so the change form asks for the old one. */
  hasPassword: boolean
  /** The bound email ('' when none); once bound it cannot be changed. */
  email: string
}

/** Body of usr/updatePassword; oldPassword is required once a password exists. */
export interface PasswordChange {
  oldPassword?: string
  newPassword: string
}

/** The kinds of feedback the feedback form offers. */
export type FeedbackType = 'function' | 'content' | 'experience' | 'other'

/** Body of feedback/add. */
export interface FeedbackForm {
  type: FeedbackType
  content: string
  contact?: string
}
