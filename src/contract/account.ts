import { Type, type Static } from '@sinclair/typebox'
import type { RealNameStatusCode, VerificationMethod } from './account.codes'
import { Id, PageFields } from './common'

/** The lists of what a user kept: collected (favourites), liked and followed content. */
export const MINE_LISTS = ['collections', 'likes', 'follows'] as const
export type MineList = (typeof MINE_LISTS)[number]
export const MineListParams = Type.Object({ list: Type.Union(MINE_LISTS.map((list) => Type.Literal(list))) })

/** A content type code as ContentType (common.codes) names them. */
export const ContentTypeCode = Type.Integer({ minimum: 1, maximum: 99 })

export const MineListQuery = Type.Object({ ...PageFields, contentType: Type.Optional(ContentTypeCode) })
export type MineListQuery = Static<typeof MineListQuery>

/** One kept item, resolved to what a list shows; `addedAt` is when it was kept (ms). */
export const MineItem = Type.Object({
  contentType: ContentTypeCode,
  contentId: Id,
  title: Type.String(),
  cover: Type.String(),
  addedAt: Type.Integer(),
})
export type MineItem = Static<typeof MineItem>

/** How many items of each content type a list holds, for its filter; types with none are left out. */
export const MineKind = Type.Object({ contentType: ContentTypeCode, count: Type.Integer({ minimum: 1 }) })
export type MineKind = Static<typeof MineKind>

/** Purchase enquiries the user sent, or received for the products of an enterprise they belong to. */
export const INQUIRY_BOXES = ['sent', 'received'] as const
export type InquiryBox = (typeof INQUIRY_BOXES)[number]

export const InquiryListQuery = Type.Object({
  ...PageFields,
  box: Type.Union(INQUIRY_BOXES.map((box) => Type.Literal(box))),
})
export type InquiryListQuery = Static<typeof InquiryListQuery>

/** One enquiry; `phone` is masked in the sent box (it is the sender's own) and whole in the received box. */
export const InquiryItem = Type.Object({
  id: Id,
  productId: Id,
  productName: Type.String(),
  productCover: Type.String(),
  enterpriseId: Id,
  enterpriseName: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** A unit code of the enquiry form (piece, set, box, kg, ton). */
  unit: Type.String(),
  requirements: Type.String(),
  phone: Type.String(),
  /** Who sent it (their nickname); shown in the received box. */
  sender: Type.String(),
  createdAt: Type.Integer(),
})
export type InquiryItem = Static<typeof InquiryItem>

export interface CountryMobileCode {
  code: string
  name: string
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
