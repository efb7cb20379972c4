import type { IdType } from './registration.codes'

/** users.realNameStatus: 0 not verified, 1 verifying, 2 verified, 3 rejected (seed 001 section 4). */
export const RealNameStatus = { notVerified: 0, verifying: 1, verified: 2, rejected: 3 } as const

export type RealNameStatusCode = (typeof RealNameStatus)[keyof typeof RealNameStatus]

/** The ways of real-name verification (seed 001 section 2); `idCard` is by an identity document of REAL_NAME_ID_TYPES. */
export const VERIFICATION_METHODS = ['idCard', 'businessCard', 'dingTalk', 'weCom'] as const

export type VerificationMethod = (typeof VERIFICATION_METHODS)[number]

/**
 * The identity documents real-name verification takes, as registration names them: the mainland resident ID card,
 * passports, the Mainland travel permits of Hong Kong and Macao residents and of Taiwan residents, and the foreigner's
 * permanent residence ID card.
 */
export const REAL_NAME_ID_TYPES = [
  'idCard',
  'passport',
  'hkMacauPermit',
  'taiwanPermit',
  'foreignerPermanentResidence',
] as const satisfies readonly IdType[]

export type RealNameIdType = (typeof REAL_NAME_ID_TYPES)[number]

/** The one document checked against the identity bound to the phone; every other one waits for an operator's review. */
export const MAINLAND_ID_TYPE = 'idCard' satisfies RealNameIdType

/** Pictures of the verification material (a document's photo page, a business card, a work badge): 1 to this many. */
export const MATERIAL_PICTURES_MAX = 3

/**
 * What account.rules finds wrong with a submission, each with its own message on both sides: a missing name, a
 * document number not of its type's format, a missing company, no pictures or too many, the privacy policy unticked;
 * the server adds `ownPictures` (a picture that is not one of the user's own uploaded pictures).
 */
export type RealNameProblemCode =
  'realName' | `idNumber.${RealNameIdType}` | 'company' | 'pictures' | 'ownPictures' | 'privacy'
