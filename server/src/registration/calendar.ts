import { eq } from 'drizzle-orm'
import type { RegistrationRules, ServiceHours } from '../../../src/contract/registration'
import {
  DESCRIPTION_MAX_LENGTH,
  EXHIBITOR_CONTACT_WORKING_DAYS,
  GROUP_MAX_MEMBERS,
  ON_SITE_SERVICE_HOURS,
  OVERSEAS_CAPITAL_MAX_USD,
  PRE_REGISTRATION_CLOSES,
  RegistrationCode,
  REPLY_WITHIN_HOURS,
  VIDEO_MAX_BYTES,
} from '../../../src/contract/registration.codes'
import type { FairDays } from '../../../src/contract/registration.rules'
import {
  BOOTH_AREA_M2,
  IMAGE_MAX_BYTES,
  MIN_RENTAL_AREA_M2,
  PROFILE_WORD_LIMIT,
} from '../../../src/contract/validators'
import { fairConfig } from '../fair'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'
import { DAY_MS, fairDate } from '../platform/fair-clock'
import type { Lang } from '../platform/lang'
import { messageText } from '../platform/messages'

// The fair's registration calendar on its clock (UTC+8): the pre-registration deadline, the on-site service hours,
// the reply and contact promises.

const HOUR_MS = 3_600_000
const FAIR_OFFSET = '+08:00'

/** The fair's days and the moments registration keeps to. */
export interface FairCalendar extends FairDays {
  /** Pre-registration closes then (ms). */
  deadline: number
  serviceHours: { date: string; opens: string; opensLate?: string; closes: string }[]
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The calendar of the fair the database holds (fair_config). */
export async function fairCalendar(db: Database): Promise<FairCalendar> {
  const [config] = await db
    .select({ start: fairConfig.startDate, end: fairConfig.endDate })
    .from(fairConfig)
    .where(eq(fairConfig.id, 1))
  const { start, end } = config
  const { monthDay, time } = PRE_REGISTRATION_CLOSES
  return {
    start,
    end,
    deadline: Date.parse(`${start.slice(0, 4)}-${monthDay}T${time}:00${FAIR_OFFSET}`),
    serviceHours: ON_SITE_SERVICE_HOURS.map(({ day, ...hours }) => ({ date: addDays(start, day), ...hours })),
  }
}

/** Refuses a submission once pre-registration has closed: the app shows /registration-deadline. */
export function requireOpen(calendar: FairCalendar, now: Date): void {
  if (now.getTime() >= calendar.deadline)
    throw new ApiError(403, RegistrationCode.deadlinePassed, 'registration.deadlinePassed')
}

const monthDayText = (date: string, lang: Lang) => {
  const [, month, day] = date.split('-').map(Number)
  return lang === 'zh'
    ? `${month}月${day}日`
    : `${day} ${new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' })}`
}

const hoursLabel = (hours: FairCalendar['serviceHours'][number], lang: Lang) => {
  const from = hours.opensLate ? `${hours.opens}${lang === 'zh' ? '或' : ' or '}${hours.opensLate}` : hours.opens
  return lang === 'zh'
    ? `${monthDayText(hours.date, lang)} ${from}—${hours.closes}`
    : `${monthDayText(hours.date, lang)} ${from} to ${hours.closes}`
}

/** The on-site service hours, one line per day. */
export function serviceHoursOf(calendar: FairCalendar, lang: Lang): ServiceHours[] {
  return calendar.serviceHours.map((hours) => ({
    date: hours.date,
    opens: hours.opens,
    closes: hours.closes,
    label: hoursLabel(hours, lang),
  }))
}

/** The on-site service hours in one sentence. */
export const serviceHoursText = (calendar: FairCalendar, lang: Lang) =>
  calendar.serviceHours.map((hours) => hoursLabel(hours, lang)).join(lang === 'zh' ? '；' : '; ')

/** yyyy-mm-dd HH:mm of a moment on the fair's clock. */
export function fairMoment(ms: number): string {
  return new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 16).replace('T', ' ')
}

/** When a reply is promised for a submission made at `submittedAt`. */
export const replyBy = (submittedAt: Date) => submittedAt.getTime() + REPLY_WITHIN_HOURS * HOUR_MS

/** The fair day `days` working days (Monday to Friday) after the day of `from`. */
export function addWorkingDays(from: Date, days: number): string {
  let day = fairDate(from)
  for (let left = days; left > 0;) {
    day = addDays(day, 1)
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return day
}

/** The days between which staff contact an exhibitor approved at `approvedAt`. */
export const exhibitorContactWindow = (approvedAt: Date) => ({
  from: addWorkingDays(approvedAt, EXHIBITOR_CONTACT_WORKING_DAYS.min),
  to: addWorkingDays(approvedAt, EXHIBITOR_CONTACT_WORKING_DAYS.max),
})

/** Answer of registration/rules. */
export function registrationRules(calendar: FairCalendar, lang: Lang, now: Date): RegistrationRules {
  return {
    deadline: calendar.deadline,
    open: now.getTime() < calendar.deadline,
    now: now.getTime(),
    fairStart: calendar.start,
    fairEnd: calendar.end,
    serviceHours: serviceHoursOf(calendar, lang),
    replyWithinHours: REPLY_WITHIN_HOURS,
    exhibitorContactWorkingDays: { ...EXHIBITOR_CONTACT_WORKING_DAYS },
    boothAreaM2: BOOTH_AREA_M2,
    minRentalAreaM2: MIN_RENTAL_AREA_M2,
    imageMaxBytes: IMAGE_MAX_BYTES,
    videoMaxBytes: VIDEO_MAX_BYTES,
    profileWordLimit: PROFILE_WORD_LIMIT,
    descriptionMaxLength: DESCRIPTION_MAX_LENGTH,
    groupMaxMembers: GROUP_MAX_MEMBERS,
    overseasCapitalMaxUsd: OVERSEAS_CAPITAL_MAX_USD,
    notices: {
      deadline: messageText('registration.notice.deadline', lang),
      serviceHours: messageText('registration.notice.serviceHours', lang, { hours: serviceHoursText(calendar, lang) }),
      companion: messageText('registration.notice.companion', lang),
      groupCollection: messageText('registration.notice.groupCollection', lang),
      reply: messageText('registration.notice.replyPromise', lang),
      exhibitorContact: messageText('registration.notice.exhibitorContactPromise', lang),
    },
  }
}
