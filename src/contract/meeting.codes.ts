/** Envelope codes of sign-up refusals the app acts on (the message is shown either way). */
export const MeetingSignUpCode = {
  /** Not real-name verified: the app leads to /mypage-realname. */
  realNameRequired: 40301,
  /** Invited-only meeting without its code. */
  invitationRequired: 40302,
} as const
