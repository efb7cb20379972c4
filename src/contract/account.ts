import { Type, type Static } from '@sinclair/typebox'
import {
  MAINLAND_ID_TYPE,
  REAL_NAME_ID_TYPES,
  RealNameStatus,
  VERIFICATION_METHODS,
  type RealNameProblemCode,
} from './account.codes'
import { Id, Literals, Nullable, PageFields } from './common'

/** The lists of what a user kept: collected (favourites), liked and followed content. */
export const MINE_LISTS = ['collections', 'likes', 'follows'] as const

export type MineList = (typeof MINE_LISTS)[number]

export const MineListParams = Type.Object({ list: Literals(MINE_LISTS) })

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
  box: Literals(INQUIRY_BOXES),
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

/** operateCountryMobileCode/list: a country or region and its calling code (86 for China), for the phone fields. */
export const CountryMobileCode = Type.Object({
  code: Type.String(),
  name: Type.String(),
  dialCode: Type.String(),
})
export type CountryMobileCode = Static<typeof CountryMobileCode>

/** The signed-in user's profile; phone and ID number arrive masked. */
export const UserProfile = Type.Object({
  id: Type.Number(),
  nickname: Type.String(),
  avatar: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  realNameStatus: Type.Number(),
  company: Type.String(),
  position: Type.String(),
})
export type UserProfile = Static<typeof UserProfile>

/** The URL getImageUrl answered for one of the user's own pictures (`/uploads/<key>.<ext>`). */
const PictureUrl = Type.String({ minLength: 1, maxLength: 200 })

/**
 * Body of userRealName/submit, checked by account.rules on both sides: the ID-card method takes an identity document
 * (its type and number), the others the company ('' when absent); every method takes 1-3 pictures of the material.
 */
export const RealNameSubmission = Type.Object({
  method: Literals(VERIFICATION_METHODS),
  realName: Type.String({ minLength: 1, maxLength: 50 }),
  /** The document the number is of; the mainland ID card when not said. */
  idType: Type.Union(
    REAL_NAME_ID_TYPES.map((type) => Type.Literal(type)),
    { default: MAINLAND_ID_TYPE },
  ),
  idNumber: Type.String({ maxLength: 18, default: '' }),
  company: Type.String({ maxLength: 100, default: '' }),
  area: Type.String({ maxLength: 50, default: '' }),
  /** The material: pictures the user uploaded (the rules take 1 to MATERIAL_PICTURES_MAX; the schema bounds the list). */
  pictures: Type.Array(PictureUrl, { maxItems: 10 }),
  /** The privacy policy was ticked; the server refuses false. */
  privacyAccepted: Type.Boolean(),
})
export type RealNameSubmission = Static<typeof RealNameSubmission>

/** One refused field of a submission (`data` of the 400 answer, which also lists every problem found). */
export interface RealNameProblem {
  field: keyof RealNameSubmission
  problem: RealNameProblemCode
}

/** Answer of userRealName/info; name, document number and phone arrive masked. */
export const RealNameInfo = Type.Object({
  status: Literals(Object.values(RealNameStatus)),
  method: Nullable(Literals(VERIFICATION_METHODS)),
  realName: Type.String(),
  /** The document the number is of; null when no number was given. */
  idType: Nullable(Literals(REAL_NAME_ID_TYPES)),
  idNumber: Type.String(),
  phone: Type.String(),
  company: Type.String(),
  area: Type.String(),
  /** The material's pictures, for their owner (this answer is only ever the caller's own). */
  pictures: Type.Array(Type.String()),
  /** Why the review did not approve; '' unless status is rejected. */
  reason: Type.String(),
  /** 18 or over by the birth date the number carries, when approved (collectibles need it). */
  adult: Type.Boolean(),
  submittedAt: Nullable(Type.Number()),
})
export type RealNameInfo = Static<typeof RealNameInfo>

/** How a visitor logs in with a one-time code (seed 001: login method switch). */
export const LoginMethod = Literals(['phone', 'email'] as const)
export type LoginMethod = Static<typeof LoginMethod>

/** A phone number or email; loose on purpose: the login checks its format and answers a field-specific message. */
const LoginAccount = Type.String({ maxLength: 254 })

/** A 6-digit code sent by login/sendCode; its format is the login's to check. */
const LoginCode = Type.String({ maxLength: 32 })

/** Body of login/sendCode. */
export const LoginCodeRequest = Type.Object({ method: LoginMethod, account: LoginAccount })
export type LoginCodeRequest = Static<typeof LoginCodeRequest>

/** Body of login/byCode: the code sent to the account. */
export const CodeLogin = Type.Object({ ...LoginCodeRequest.properties, code: LoginCode })
export type CodeLogin = Static<typeof CodeLogin>

/** Body of login/byWechatCode and login/bindWechatPhone: a one-time code from `Taro.login()` or a getPhoneNumber button. */
export const WeChatCode = Type.Object({ code: Type.String({ minLength: 1, maxLength: 128 }) })
export type WeChatCode = Static<typeof WeChatCode>

/** Answer of login/sendCode; both in seconds. */
export const SendLoginCodeResult = Type.Object({
  /** Another code can be requested for this account after this long. */
  resendAfter: Type.Number(),
  /** The code just sent stops working after this long. */
  expiresIn: Type.Number(),
})
export type SendLoginCodeResult = Static<typeof SendLoginCodeResult>

/** Answer of login/byCode: a new session token and the profile usr/userInfo would return (phone masked). */
export const LoginResult = Type.Object({
  token: Type.String(),
  profile: UserProfile,
})
export type LoginResult = Static<typeof LoginResult>

/** Answer of logoutAll: how many sessions of the user ended. */
export const LogoutAllResult = Type.Object({ ended: Type.Number() })
export type LogoutAllResult = Static<typeof LogoutAllResult>

export const MineInfo = Type.Object({
  collectCount: Type.Number(),
  followCount: Type.Number(),
  signUpCount: Type.Number(),
  points: Type.Number(),
})
export type MineInfo = Static<typeof MineInfo>

/** Answer of userSetting/info: the signed-in user's settings and what the settings pages need to know. */
export const UserSetting = Type.Object({
  /** Personalised recommendations; on unless the user turned them off. */
  recommend: Type.Boolean(),
  /** Whether a password was set, so the change form asks for the old one. */
  hasPassword: Type.Boolean(),
  /** The bound email ('' when none); once bound it cannot be changed. */
  email: Type.String(),
})
export type UserSetting = Static<typeof UserSetting>

/** Body of userSetting/update. */
export const UserSettingChange = Type.Object({ recommend: Type.Boolean() })
export type UserSettingChange = Static<typeof UserSettingChange>

/** Body of usr/updatePassword; oldPassword is required once a password exists (the rules are the service's to check). */
export const PasswordChange = Type.Object({
  oldPassword: Type.Optional(Type.String({ maxLength: 128 })),
  newPassword: Type.String({ maxLength: 128 }),
})
export type PasswordChange = Static<typeof PasswordChange>

/** Body of usr/bindEmail: the email and the code login/sendCode (method email) sent to it. */
export const EmailBinding = Type.Object({ email: LoginAccount, code: LoginCode })
export type EmailBinding = Static<typeof EmailBinding>

/** The kinds of feedback the feedback form offers. */
export const FeedbackType = Literals(['function', 'content', 'experience', 'other'] as const)
export type FeedbackType = Static<typeof FeedbackType>

/** Body of feedback/add. */
export const FeedbackForm = Type.Object({
  type: FeedbackType,
  content: Type.String({ maxLength: 5000 }),
  contact: Type.Optional(Type.String({ maxLength: 100 })),
})
export type FeedbackForm = Static<typeof FeedbackForm>

/** Answer of feedback/add: the feedback's id. */
export const FeedbackAdded = Type.Object({ id: Type.Number() })
export type FeedbackAdded = Static<typeof FeedbackAdded>

/** health/declare: today's health declaration for the venue's entry check (the anti-epidemic page of the my page). */
export const HealthDeclarationBody = Type.Object({
  fever: Type.Boolean(),
  symptoms: Type.Boolean(),
  contact: Type.Boolean(),
  fromCity: Type.String({ minLength: 1, maxLength: 50 }),
  phone: Type.String({ pattern: '^1[3-9]\\d{9}$' }),
})
export type HealthDeclarationBody = Static<typeof HealthDeclarationBody>

export const HealthDeclaration = Type.Object({
  ...HealthDeclarationBody.properties,
  day: Type.String(),
  /** No fever, symptom or contact: the entrance lets the holder through. */
  clear: Type.Boolean(),
  declaredAt: Type.Number(),
})
export type HealthDeclaration = Static<typeof HealthDeclaration>

/** health/declaration: today's declaration (null before one) and the last seven days'. */
export const HealthStanding = Type.Object({
  today: Type.String(),
  current: Nullable(HealthDeclaration),
  history: Type.Array(HealthDeclaration),
})
export type HealthStanding = Static<typeof HealthStanding>
