import { Type, type Static } from '@sinclair/typebox'
import { Id, Keyword, Literals, Nullable, PageFields, PageOf, TimeSpan } from './common'
import { MEETING_KINDS } from './meeting.codes'

/** meetingSignUp/sign (body): the meeting signed up for. */
export const MeetingSignUpRequest = Type.Object({
  meetingId: Id,
  /** What an invited-only meeting asks for. */
  invitationCode: Type.Optional(Type.String({ maxLength: 32 })),
  /** A sign-up of the user's given up for this one in the same step: kept when this one is refused. */
  replacing: Type.Optional(Id),
})
export type MeetingSignUpRequest = Static<typeof MeetingSignUpRequest>

/** One meeting by its id: sign-up status and cancel, the door sign-in and its sheet all name only the meeting. */
const MeetingIdBody = Type.Object({ meetingId: Id })

/** meetingSignUp/cancel (body): the sign-up given up. */
export const MeetingCancelRequest = MeetingIdBody
export type MeetingCancelRequest = Static<typeof MeetingCancelRequest>

/** meetingSignUp/status (query): the meeting asked about. */
export const SignUpStatusQuery = MeetingIdBody
export type SignUpStatusQuery = Static<typeof SignUpStatusQuery>

/** meetingSignUp/status: whether the user is signed up for the meeting, and will be reminded of it by WeChat. */
export const SignUpStatus = Type.Object({ signedUp: Type.Boolean(), reminder: Type.Boolean() })
export type SignUpStatus = Static<typeof SignUpStatus>

/** meetingSignUp/reminder (body): the user accepted WeChat's reminder of a meeting they signed up for. */
export const MeetingReminderRequest = MeetingIdBody
export type MeetingReminderRequest = Static<typeof MeetingReminderRequest>

/** Where a meeting stands on the fair's clock. */
export const MeetingStatus = Literals(['notStarted', 'ongoing', 'finished'] as const)
export type MeetingStatus = Static<typeof MeetingStatus>

/** When a meeting or booth activity runs and where it stands now on the fair's clock. */
const Timing = { ...TimeSpan, status: MeetingStatus }

/** A meeting of the user's that overlaps the one asked for. */
export const MeetingConflict = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  ...TimeSpan,
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
  ...Timing,
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
export const BatchOutcome = Literals([
  'signedUp',
  'alreadySignedUp',
  'slotFull',
  'closed',
  'full',
  'invitationOnly',
  'notFound',
] as const)
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

export const MeetingKind = Literals(MEETING_KINDS)

/** A hall as signposted on site: "A1", "ICC" (the conference centre)... */
const HallCode = Type.String({ pattern: '^[A-Z0-9]{0,4}$' })

/** A day of the fair as yyyy-mm-dd on its clock (UTC+8), or '' for any. */
const FairDay = Type.Union([Type.Literal(''), Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })])

/** A status to filter by, or '' for any. */
const AnyStatus = Type.Union([Type.Literal(''), MeetingStatus])

/** common-client meeting/list (query): the programme, filtered; every filter is optional. */
export const MeetingListQuery = Type.Object({
  ...PageFields,
  keyword: Type.Optional(Keyword),
  day: Type.Optional(FairDay),
  kind: Type.Optional(Type.Union([Type.Literal(''), MeetingKind])),
  /** A hall code as meeting/options lists them ('' for any). */
  hall: Type.Optional(HallCode),
  status: Type.Optional(AnyStatus),
  /** Only meetings picked as the fair's highlights. */
  highlight: Type.Optional(Type.Boolean()),
  /** Only meetings with a replay to watch. */
  replay: Type.Optional(Type.Boolean()),
  /** The fair's year; the current edition when absent. */
  edition: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
})
export type MeetingListQuery = Static<typeof MeetingListQuery>

/** A speaker of a meeting, linked to /speaker-homepage?id=. */
export const MeetingSpeaker = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  position: Type.String(),
  organisation: Type.String(),
  avatar: Type.String(),
})
export type MeetingSpeaker = Static<typeof MeetingSpeaker>

/** One meeting of the programme; times in milliseconds since epoch, status on the server's clock. */
export const MeetingCard = Type.Object({
  id: Type.Number(),
  kind: MeetingKind,
  title: Type.String(),
  cover: Type.String(),
  venue: Type.String(),
  hall: Type.String(),
  room: Type.String(),
  host: Type.String(),
  ...Timing,
  /** Seats left, when the room sets a limit. */
  seatsLeft: Nullable(Type.Number()),
  invitationOnly: Type.Boolean(),
  highlight: Type.Boolean(),
  /** A replay can be watched (the meeting's live has a replay). */
  hasReplay: Type.Boolean(),
})
export type MeetingCard = Static<typeof MeetingCard>

export const MeetingPage = PageOf(MeetingCard)

/** A document handed out at a meeting (files domain), opened through /downloadFile. */
export const MeetingMaterial = Type.Object({ id: Type.Number(), name: Type.String(), url: Type.String() })
export type MeetingMaterial = Static<typeof MeetingMaterial>

/** The live broadcast of a meeting, when it has one (media domain, /live-detail?id=). */
export const MeetingLive = Type.Object({
  id: Type.Number(),
  state: Literals(['notStarted', 'live', 'replay', 'ended'] as const),
})
export type MeetingLive = Static<typeof MeetingLive>

/** A meeting with its sanitised-on-store rich text; times in milliseconds since epoch. */
export const MeetingDetail = Type.Object({
  ...MeetingCard.properties,
  summary: Type.String(),
  content: Type.String(),
  capacity: Nullable(Type.Number()),
  signedUpCount: Type.Number(),
  speakers: Type.Array(MeetingSpeaker),
  materials: Type.Array(MeetingMaterial),
  live: Nullable(MeetingLive),
  /** The online room: given only to a signed-up user (null otherwise, or when the meeting has none). */
  online: Nullable(Type.Object({ room: Type.String(), password: Type.String() })),
  /** Whether the meeting has an online room at all (so a visitor knows signing up gives one). */
  hasOnlineRoom: Type.Boolean(),
})
export type MeetingDetail = Static<typeof MeetingDetail>

/** common-client meeting/options: the programme's filter choices and its days, in the asked language. */
export const MeetingOptions = Type.Object({
  /** yyyy-mm-dd, the fair's days then the later sessions' days, in order. */
  days: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  kinds: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  halls: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  /** The exhibition halls booth activities are held in. */
  activityHalls: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  /** Earlier editions with meetings, newest first (for /previous-review). */
  editions: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  /** The server's clock, so a page shows "now" as the rules see it. */
  now: Type.Number(),
})
export type MeetingOptions = Static<typeof MeetingOptions>

/** Where a booth activity stands: finished allows nothing. */
export const ActivityStatus = MeetingStatus

/** common-client boothActivity/list (query). */
export const BoothActivityListQuery = Type.Object({
  ...PageFields,
  keyword: Type.Optional(Keyword),
  day: Type.Optional(FairDay),
  /** A hall code as meeting/options `activityHalls` lists them ('' for any). */
  hall: Type.Optional(HallCode),
  status: Type.Optional(AnyStatus),
})
export type BoothActivityListQuery = Static<typeof BoothActivityListQuery>

/** A booth activity: a show, tasting or launch at an exhibitor's booth (seed 000 section 4). */
export const BoothActivity = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  cover: Type.String(),
  host: Type.String(),
  hall: Type.String(),
  area: Type.String(),
  booth: Type.String(),
  ...Timing,
  /** The signed-in user subscribed to it (false for a visitor). */
  subscribed: Type.Boolean(),
  subscribers: Type.Number(),
  /** The live broadcast, when it has one. */
  live: Nullable(MeetingLive),
})
export type BoothActivity = Static<typeof BoothActivity>

export const BoothActivityDetail = Type.Object({ ...BoothActivity.properties, introduction: Type.String() })
export type BoothActivityDetail = Static<typeof BoothActivityDetail>

export const BoothActivityPage = PageOf(BoothActivity)

/** boothActivity/subscribe and /unsubscribe (body). */
export const ActivitySubscribeRequest = Type.Object({ activityId: Id })
export type ActivitySubscribeRequest = Static<typeof ActivitySubscribeRequest>

/**
 * One entry of the personal agenda: a meeting signed up for, a booth activity subscribed to, or an accepted
 * matchmaking meeting (`negotiation`, its id the meeting request's: /mypage-negotiate).
 */
export const AgendaEntry = Type.Object({
  kind: Literals(['meeting', 'activity', 'negotiation'] as const),
  id: Type.Number(),
  title: Type.String(),
  place: Type.String(),
  ...Timing,
  /** Ids (same kind) of the agenda's other entries overlapping this one. */
  overlaps: Type.Array(Type.String()),
})
export type AgendaEntry = Static<typeof AgendaEntry>

/** meetingSignUp/agenda: the user's agenda, earliest first, and the server's clock. */
export const Agenda = Type.Object({ entries: Type.Array(AgendaEntry), now: Type.Number() })
export type Agenda = Static<typeof Agenda>

/** A calendar file as the server writes it (meeting/ics, meetingSignUp/agenda.ics): the app saves it or hands it on. */
export const CalendarFile = Type.Object({ filename: Type.String(), content: Type.String() })
export type CalendarFile = Static<typeof CalendarFile>

/** home/projectOfflineInviteConfig: whether signing in at the door is open. */
export const OfflineInviteConfig = Type.Object({ enabled: Type.Boolean() })
export type OfflineInviteConfig = Static<typeof OfflineInviteConfig>

/** userMeetingSignUpOffline/save (body): the user signs in at the door of a meeting. */
export const OfflineSignInRequest = MeetingIdBody
export type OfflineSignInRequest = Static<typeof OfflineSignInRequest>

/** userMeetingSignUpOffline/list (query): a meeting's sign-in sheet. */
export const OfflineSheetQuery = MeetingIdBody
export type OfflineSheetQuery = Static<typeof OfflineSheetQuery>

/** A meeting's sign-in sheet: the count for everyone; the names only for staff (the operator token). */
export const OfflineSheet = Type.Object({
  meetingId: Type.Number(),
  meetingName: Type.String(),
  signedIn: Type.Number(),
  /** Whether the asking user signed in. */
  mine: Type.Boolean(),
  /** Who signed in, newest first: only in the staff view. */
  attendees: Nullable(Type.Array(Type.Object({ name: Type.String(), signTime: Type.Number() }))),
})
export type OfflineSheet = Static<typeof OfflineSheet>

export const OfflineSignUp = Type.Object({
  id: Type.Number(),
  meetingId: Type.Number(),
  meetingName: Type.String(),
  signTime: Type.Number(),
})
export type OfflineSignUp = Static<typeof OfflineSignUp>
