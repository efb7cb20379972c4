/** Envelope codes of sign-up refusals the app acts on (the message is shown either way). */
export const MeetingSignUpCode = {
  /** Not real-name verified: the app leads to /mypage-realname. */
  realNameRequired: 40301,
  /** Invited-only meeting without its code. */
  invitationRequired: 40302,
} as const

/**
 * How long before a meeting starts the user is reminded of it: WeChat's subscribe message on the mini program, the
 * calendar file's alarm on H5.
 */
export const MEETING_REMINDER_MINUTES = 30

/** What a meeting is (issue 13, seed 000 section 4): the programme filters and labels by it. */
export const MEETING_KINDS = ['mainForum', 'parallelForum', 'docking', 'roadshow', 'launch', 'multiParty'] as const
export type MeetingKind = (typeof MEETING_KINDS)[number]
