/** Envelope codes of sign-up refusals the app acts on (the message is shown either way). */
export const MeetingSignUpCode = {
  /** Invited-only meeting without its code. */
  invitationRequired: 40302,
} as const
