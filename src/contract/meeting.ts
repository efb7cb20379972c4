import { Type, type Static } from '@sinclair/typebox'
import { Id } from './common'

/** meetingSignUp/sign (body) and meetingSignUp/status (query): the meeting signed up for. */
export const MeetingSignUpRequest = Type.Object({ meetingId: Id })
export type MeetingSignUpRequest = Static<typeof MeetingSignUpRequest>

/** A meeting with its sanitised-on-store rich text; times in milliseconds since epoch. */
export const MeetingDetail = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  summary: Type.String(),
  content: Type.String(),
  cover: Type.String(),
  venue: Type.String(),
  host: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
})
export type MeetingDetail = Static<typeof MeetingDetail>

export const OfflineSignUp = Type.Object({
  id: Type.Number(),
  meetingId: Type.Number(),
  meetingName: Type.String(),
  signTime: Type.Number(),
})
export type OfflineSignUp = Static<typeof OfflineSignUp>
