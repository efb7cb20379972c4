// Codes, enums and constants of the network domain (seed 001 sections 1, 4, 5, 6, 8, 9; seed 000 section 7): business
// cards and their exchange, group chats and messages, customer service, matchmaking, the investment circle and the
// exhibitor's tools. Plain values the app and the server share.

/**
 * What a card offers and seeks, as codes so matchmaking can pair them and explain why ("you seek investment, they
 * invest"). The same code read as an offer and as a need: `investment` offered is "invests", sought is "seeks
 * investment".
 */
export const CARD_NEEDS = [
  'investment',
  'projects',
  'partners',
  'markets',
  'technology',
  'sites',
  'services',
  'talent',
] as const
export type CardNeed = (typeof CARD_NEEDS)[number]

/** Most codes a card offers, or seeks. */
export const CARD_NEEDS_MAX = 5
/** Most industries a card declares interest in. */
export const CARD_INTERESTS_MAX = 10

/** Where an exchange request came from: a person's page, a scanned card or badge, a match, or a lead capture. */
export const EXCHANGE_SOURCES = ['card', 'scan', 'match', 'lead'] as const
export type ExchangeSource = (typeof EXCHANGE_SOURCES)[number]

/** An exchange request as stored: waiting for the other side, accepted (both see each other's contacts), declined. */
export const EXCHANGE_STATUSES = ['pending', 'accepted', 'declined'] as const
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number]

/**
 * Where the caller stands with a person: nothing yet, a request sent or received and waiting, cards exchanged, or
 * the last request declined (either side may ask again).
 */
export const EXCHANGE_STATES = ['none', 'sent', 'received', 'exchanged', 'declined', 'self'] as const
export type ExchangeState = (typeof EXCHANGE_STATES)[number]

/** The lists of exchange requests: received and waiting, sent and waiting, exchanged (with contacts). */
export const EXCHANGE_BOXES = ['received', 'sent', 'exchanged'] as const
export type ExchangeBox = (typeof EXCHANGE_BOXES)[number]

/** Visits are kept this many days (seed 001 sections 6 and 9). */
export const VISITOR_DAYS = 30

/** Whose visitors: of the user's card (/mypage-visitor) or of the booths of the enterprise they act for (/mypage-myvisitor). */
export const VISITOR_KINDS = ['card', 'booth'] as const
export type VisitorKind = (typeof VISITOR_KINDS)[number]

/**
 * A group chat's kind: a project's or a product's group (joining may be closed for it), or a group about any topic
 * a user created.
 */
export const GROUP_KINDS = ['project', 'product', 'topic'] as const
export type GroupKind = (typeof GROUP_KINDS)[number]

/** What the caller may do about joining a group, with the seeds' message for each refusal (GroupDetail.joinNotice). */
export const JOIN_STATES = [
  /** Signed out: sign in to join. */
  'signIn',
  'member',
  /** Open group: apply, the owner approves. */
  'canApply',
  /** Applied, waiting for the owner. */
  'applied',
  /** Invited to a private group: accept or decline. */
  'invited',
  /** Private group: only open to invited users. */
  'inviteOnly',
  'full',
  /** The user has joined GROUPS_PER_USER groups. */
  'limitReached',
  /** Joining this project's or product's group is not available. */
  'unavailable',
] as const
export type JoinState = (typeof JOIN_STATES)[number]

/** A member's part in a group: the owner (approves, removes, edits), the project leader (cannot be removed), a member. */
export const GROUP_ROLES = ['owner', 'leader', 'member'] as const
export type GroupRole = (typeof GROUP_ROLES)[number]

/** Most groups one user may have joined (seed 001 section 4: "the limit on joined groups"). */
export const GROUPS_PER_USER = 20
/** Members a new group holds unless its creator sets fewer. */
export const GROUP_DEFAULT_LIMIT = 200
/** Most members any group may hold. */
export const GROUP_MAX_LIMIT = 500
export const GROUP_NAME_MAX = 30
export const GROUP_NOTICE_MAX = 500

/** A join application or an invitation, and where it stands. */
export const GROUP_REQUEST_KINDS = ['application', 'invitation'] as const
export type GroupRequestKind = (typeof GROUP_REQUEST_KINDS)[number]
export const GROUP_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const
export type GroupRequestStatus = (typeof GROUP_REQUEST_STATUSES)[number]

/**
 * A conversation: a group chat, a one-to-one chat between two people who exchanged cards, or the user's chat with
 * customer service. Its key ("group:12", "direct:3-9", "service:5") is what the server answers and the app sends back.
 */
export const CONVERSATION_KINDS = ['group', 'direct', 'service'] as const
export type ConversationKind = (typeof CONVERSATION_KINDS)[number]

/** The shape of a conversation key. */
export const CONVERSATION_KEY_PATTERN =
  '^(group:[1-9][0-9]{0,8}|direct:[1-9][0-9]{0,8}-[1-9][0-9]{0,8}|service:[1-9][0-9]{0,8})$'

/** A message: text, a picture (an upload's URL), or a line the system writes (joined, left, notice published). */
export const MESSAGE_KINDS = ['text', 'image', 'system'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]
/** Kinds a person may send. */
export const SENDABLE_KINDS = ['text', 'image'] as const
export type SendableKind = (typeof SENDABLE_KINDS)[number]

export const MESSAGE_TEXT_MAX = 1000
/** Messages a history page holds at most. */
export const HISTORY_PAGE_MAX = 100
/**
 * Messages one person may send per minute, over all their sockets and every server process; more are refused with
 * `tooFast` until the minute has passed.
 */
export const CHAT_MESSAGES_PER_MINUTE = 60

/** The socket's close codes (4000-4999 are the application's). */
export const SocketClose = {
  /** No valid token within the first seconds, or the session ended. */
  unauthorised: 4401,
  /** A frame that is not JSON or not one of the client frames. */
  badFrame: 4400,
  /** The server is stopping: reconnect to another. */
  goingAway: 1001,
} as const

/** Customer service replies are promised within this many hours (seed 001 section 9). */
export const SERVICE_REPLY_HOURS = 72

/**
 * Investment-circle posting: an application plus certification through customer service (seed 001 section 6).
 * `none` until applied; an operator certifies or refuses with a reason (then the user may apply again).
 */
export const CERTIFICATION_STATUSES = ['none', 'applied', 'certified', 'refused'] as const
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number]

/** Posts of the investment circle: short posts (/goldkey-circle), conventions and events (/goldkey-convention), creative articles (/mypage-creative). */
export const POST_KINDS = ['dynamic', 'event', 'article'] as const
export type PostKind = (typeof POST_KINDS)[number]
export const POST_TITLE_MAX = 60
/** Characters of a post's rich text, as sent (before sanitising). */
export const POST_CONTENT_MAX = 20_000
export const POST_IMAGES_MAX = 9

/** What matchmaking recommends and a match points at. */
export const MATCH_KINDS = ['person', 'exhibitor', 'project'] as const
export type MatchKind = (typeof MATCH_KINDS)[number]
/** Matches a user may make per fair day (UTC+8, on the fair's clock): "remaining matches today". */
export const MATCHES_PER_DAY = 10
/** Recommendations of each kind answered at most. */
export const RECOMMENDATIONS_MAX = 20

/** Meeting requests (/mypage-negotiate) and where they stand. */
export const MEETING_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const
export type MeetingRequestStatus = (typeof MEETING_REQUEST_STATUSES)[number]
export const MEETING_REQUEST_BOXES = ['received', 'sent'] as const
export type MeetingRequestBox = (typeof MEETING_REQUEST_BOXES)[number]
/** Meetings are held in slots of this many minutes between these hours of each fair day (fair time). */
export const MEETING_SLOT_MINUTES = 30
export const MEETING_HOURS = { opens: '09:00', closes: '17:00' } as const
/** A meeting request's topic (what the meeting is about), as the person asking writes it: this many characters. */
export const MEETING_TOPIC_MIN = 2
export const MEETING_TOPIC_MAX = 50

/** Where a lead was captured: a scanned badge or a scanned card code. */
export const LEAD_SOURCES = ['badge', 'card'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]
/** The staff's note on a lead is at most this long; its rating is 1 to LEAD_RATING_MAX stars, or none. */
export const LEAD_NOTE_MAX = 200
export const LEAD_RATING_MAX = 5

/** The prefix of a signed card code (the QR of a business card); badges start with CIFIT1. */
export const CARD_CODE_PREFIX = 'CIFITC1'

/** Envelope codes of refusals the app acts on (the message is shown either way). */
export const NetworkCode = {
  /** A field was refused: `data.field` names it, `data.problem` says why. */
  field: 400,
  /** Exchanging cards with or chatting to oneself (seed 001 section 5). */
  self: 40051,
  /** A scanned code that is neither a card code nor a badge of this server, or was tampered with. */
  codeInvalid: 40052,
  /** The investment circle needs certification through customer service first. */
  notCertified: 40351,
  /** A private group: only open to invited users. */
  inviteOnly: 40352,
  /** Joining this project's or product's group is not available. */
  joinUnavailable: 40353,
  /** Only the group's (or the exhibitor team's) owner may do this. */
  ownerOnly: 40354,
  /** The owner and the project leader cannot be removed (nor the team's owner leave it). */
  cannotRemove: 40355,
  /** Only members read and write a group's chat. */
  membersOnly: 40356,
  /** One-to-one chat needs an exchange of cards first. */
  exchangeFirst: 40357,
  /** The exhibitor's tools are for accounts that act for an exhibitor. */
  exhibitorOnly: 40358,
  /** A business card is needed first (userBusinessCardApply/add). */
  cardRequired: 40951,
  /** The group is full. */
  groupFull: 40952,
  /** The user has joined the most groups one may. */
  groupLimit: 40953,
  /** The request was already answered, withdrawn or is not the caller's to answer. */
  notPending: 40954,
  /** The slot conflicts with the user's agenda: `data.conflicts` names what is in the way. */
  agendaConflict: 40955,
  /** Every table of the meeting point is taken in that slot. */
  pointTaken: 40956,
  /** Nobody at that match can be met (a project without an account). */
  nobodyToMeet: 40957,
  /** Already a member, already applied, already exchanged... */
  already: 40958,
  /** No matches left today: `data` is the quota. */
  quotaReached: 42951,
  /** Too many socket messages this minute. */
  tooFast: 42952,
} as const
