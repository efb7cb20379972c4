/** The sections of the fair guide: fair articles whose code starts with one of these and a dot. */
export const GuideSection = {
  /** The visitor services: transport, parking, catering, accommodation, Wi-Fi... */
  service: 'service',
  /** Notices to visitors and exhibitors. */
  notice: 'notice',
  /** The organiser's contacts, each with its phone numbers and emails. */
  contact: 'contact',
} as const
export type GuideSection = (typeof GuideSection)[keyof typeof GuideSection]

/** The guide's chapter pages: fair articles whose code starts with one of these and a dot, read as one page each. */
export const GuideBook = {
  /** The visitor handbook: dates, halls, hours, transport, the rules on site. */
  handbook: 'handbook',
  /** Health and safety on site (the anti-epidemic page). */
  health: 'health',
  /** Rules of conduct for everyone on site. */
  guidelines: 'guidelines',
  /** The organisers and the platform. */
  about: 'about',
} as const
export type GuideBook = (typeof GuideBook)[keyof typeof GuideBook]

/** Guide sections listed one article a row, each opening its own page. */
export const GuideShelf = {
  /** What an exhibitor does from application to move-out. */
  exhibitor: 'exhibitor',
  /** What a visitor, delegate or buyer does from registration to the last day. */
  participant: 'participant',
} as const

/** The four VIP zones, each with its privileges, its desk and its page. */
export const VIP_CATEGORIES = ['government', 'capital', 'exhibitor', 'merchant'] as const
export type VipCategory = (typeof VIP_CATEGORIES)[number]

/** Where a VIP application stands; an operator decides. */
export const VIP_STATUSES = ['pending', 'approved', 'rejected'] as const
export type VipStatus = (typeof VIP_STATUSES)[number]

/** The envelope codes the VIP pages act on. */
export const VipCode = {
  /** The seeds' "VIP not available": booking needs an approved application. */
  notAvailable: 40341,
  /** A live (pending or approved) application exists already. */
  alreadyApplied: 40941,
  /** The slot is full. */
  slotFull: 40942,
  /** The user holds this slot already. */
  alreadyBooked: 40943,
  /** The slot has started: it can be neither booked nor cancelled. */
  slotClosed: 40944,
} as const

/** A VIP's party: at most this many people come with the applicant. */
export const VIP_COMPANIONS_MAX = 5

/** Commerce data: what the releases report. */
export const COMMERCE_INDICATORS = ['investment', 'projects', 'foreignCapital', 'trade'] as const
export type CommerceIndicator = (typeof COMMERCE_INDICATORS)[number]

/** The two lists of /localCase: local cases for type=commerce-worktrends, public notices otherwise. */
export const COMMERCE_ARTICLE_KINDS = ['case', 'notice'] as const
export type CommerceArticleKind = (typeof COMMERCE_ARTICLE_KINDS)[number]

/** The visitor survey: its questions and their answers' codes; labels are the app's strings under these keys. */
export const QUESTIONNAIRE = {
  role: ['visitor', 'exhibitor', 'investor', 'government', 'media'],
  purpose: ['projects', 'partners', 'policy', 'forums', 'products'],
  source: ['app', 'wechat', 'organiser', 'media', 'friends'],
  satisfaction: ['5', '4', '3', '2', '1'],
  return: ['yes', 'maybe', 'no'],
} as const
export type QuestionnaireQuestion = keyof typeof QUESTIONNAIRE

/** The longest suggestion the survey keeps. */
export const QUESTIONNAIRE_SUGGESTION_MAX = 500

/** The envelope code of a second answer to the same edition's survey. */
export const QUESTIONNAIRE_ANSWERED = 40951

/** The app platforms /down-app offers. */
export const APP_PLATFORMS = ['ios', 'android', 'harmony'] as const
export type AppPlatform = (typeof APP_PLATFORMS)[number]

/** Where the fair stands on its clock: before the first day, during the fair, after the last. */
export const FAIR_STAGES = ['before', 'open', 'closed'] as const
export type FairStage = (typeof FAIR_STAGES)[number]
