import { Type, type Static } from '@sinclair/typebox'
import { Id } from './common'

/** meetingSignUp/sign (body) and meetingSignUp/status (query): the meeting signed up for. */
export const MeetingSignUpRequest = Type.Object({
  meetingId: Id,
  /** What an invited-only meeting asks for. */
  invitationCode: Type.Optional(Type.String({ maxLength: 32 })),
  /** A sign-up of the user's given up for this one in the same step: kept when this one is refused. */
  replacing: Type.Optional(Id),
})
export type MeetingSignUpRequest = Static<typeof MeetingSignUpRequest>

/** meetingSignUp/cancel (body): the sign-up given up. */
export const MeetingCancelRequest = Type.Object({ meetingId: Id })
export type MeetingCancelRequest = Static<typeof MeetingCancelRequest>

/** Where a meeting stands on the fair's clock. */
export const MeetingStatus = Type.Union([Type.Literal('notStarted'), Type.Literal('ongoing'), Type.Literal('finished')])
export type MeetingStatus = Static<typeof MeetingStatus>

/** A meeting of the user's that overlaps the one asked for. */
export const MeetingConflict = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
})
export type MeetingConflict = Static<typeof MeetingConflict>

/** The `data` of a 409 slot-full answer: the sign-ups in the way, one of which the user may cancel. */
export const SlotFullData = Type.Object({ conflicts: Type.Array(MeetingConflict) })
export type SlotFullData = Static<typeof SlotFullData>

/** meetingSignUp/mine: one of the user's sign-ups, earliest meeting first. */
export const MySignUp = Type.Object({
  meetingId: Type.Number(),
  title: Type.String(),
  venue: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
  status: MeetingStatus,
  signedUpAt: Type.Number(),
})
export type MySignUp = Static<typeof MySignUp>

/** meetingSignUp/batch (body): several meetings at once; `dryRun` answers what would happen and changes nothing. */
export const BatchSignUpRequest = Type.Object({
  meetingIds: Type.Array(Id, { minItems: 1, maxItems: 20, uniqueItems: true }),
  dryRun: Type.Optional(Type.Boolean()),
})
export type BatchSignUpRequest = Static<typeof BatchSignUpRequest>

/** What a batch did (or would do) with one meeting. */
export const BatchOutcome = Type.Union([
  Type.Literal('signedUp'),
  Type.Literal('alreadySignedUp'),
  Type.Literal('slotFull'),
  Type.Literal('closed'),
  Type.Literal('full'),
  Type.Literal('invitationOnly'),
  Type.Literal('notFound'),
])
export type BatchOutcome = Static<typeof BatchOutcome>

export const BatchSignUpResult = Type.Object({
  meetingId: Type.Number(),
  outcome: BatchOutcome,
  /** The outcome in the request's language. */
  msg: Type.String(),
  /** For slotFull: the sign-ups in the way. */
  conflicts: Type.Array(MeetingConflict),
})
export type BatchSignUpResult = Static<typeof BatchSignUpResult>

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
