/** users.realNameStatus: 0 not verified, 1 verifying, 2 verified, 3 rejected (seed 001 section 4). */
export const RealNameStatus = { notVerified: 0, verifying: 1, verified: 2, rejected: 3 } as const

export type RealNameStatusCode = (typeof RealNameStatus)[keyof typeof RealNameStatus]

/** The ways of real-name verification (seed 001 section 2). */
export const VERIFICATION_METHODS = ['idCard', 'businessCard', 'dingTalk', 'weCom'] as const

export type VerificationMethod = (typeof VERIFICATION_METHODS)[number]
