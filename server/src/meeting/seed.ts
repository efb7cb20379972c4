import { sql } from 'drizzle-orm'
import { EXHIBITORS, THEMES, TIMES, type Exhibitor } from './activities.fixtures'
import { boothActivities } from './booth-activities.schema'
import { lives } from './lives.schema'
import {
  AGENDA,
  FOLLOW_UPS,
  HOSTS,
  PROGRAMME_2025,
  PROGRAMME_2026,
  ROOMS,
  type PlannedMeeting,
  type Room,
} from './programme.fixtures'
import { meetings } from './schema'
import { meetingSpeakers } from './speakers.schema'
import type { Database } from '../platform/connect'
import { demoVideoUrl } from '../platform/images'
import { imageTag, imageUrl } from '../platform/images'
import { bilingualColumns, DAY_MS, opening, richText, sections, t, type Text } from '../platform/text'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

const HOUR_MS = 3_600_000

/** A fair-local time (UTC+8) on a September day of a year. */
const septemberTime = (year: number, day: number, hhmm: string): Date =>
  new Date(`${year}-09-${String(day).padStart(2, '0')}T${hhmm}:00+08:00`)

/** Month, day and time of a moment on the fair's clock (UTC+8). */
function fairDay(moment: Date): { month: number; day: number; hhmm: string } {
  const local = new Date(moment.getTime() + 8 * HOUR_MS)
  return { month: local.getUTCMonth() + 1, day: local.getUTCDate(), hhmm: local.toISOString().slice(11, 16) }
}

const MONTHS_EN = 'January February March April May June July August September October November December'.split(' ')

interface Session {
  plan: Pick<PlannedMeeting, 'kind' | 'title' | 'host' | 'highlight' | 'invitationCode' | 'online'>
  room: Room
  edition: number
  start: Date
  end: Date
}

function meetingRow(id: number, { plan, room, edition, start, end }: Session): typeof meetings.$inferInsert {
  const host = HOSTS[plan.host]
  const { month, day, hhmm } = fairDay(start)
  const place = t(`${room.venue.zh}${room.room.zh}`, `${room.room.en}, ${room.venue.en}`)
  const summary = t(
    `${plan.title.zh}将于${month}月${day}日${hhmm}在${place.zh}举行，由${host.zh}主办。`,
    `${plan.title.en} takes place on ${day} ${MONTHS_EN[month - 1]} at ${hhmm} in the ${place.en}, hosted by the ${host.en}.`,
  )
  const html = sections(
    opening(summary, t('议程', 'Agenda')),
    AGENDA[plan.kind],
    t(imageTag('meeting', id + 100, plan.title.zh), imageTag('meeting', id + 100, plan.title.en)),
  )
  return {
    id,
    kind: plan.kind,
    edition,
    ...bilingualColumns({ title: plan.title, summary }),
    ...richText(html),
    cover: imageUrl('meeting', id),
    ...bilingualColumns({ venue: room.venue, host, room: room.room }),
    hall: room.hall,
    startTime: start,
    endTime: end,
    capacity: room.capacity,
    invitationCode: plan.invitationCode ?? null,
    onlineRoom: plan.online ? `${800 + id} ${String(260_000 + id * 37).slice(0, 3)} ${String(1000 + id)}` : null,
    onlinePassword: plan.online ? String(202_600 + id) : null,
    highlight: plan.highlight ?? false,
  }
}

const planned =
  (edition: number) =>
  (plan: PlannedMeeting): Session => ({
    plan,
    room: ROOMS[plan.room],
    edition,
    start: septemberTime(edition, 7 + plan.day, plan.start),
    end: septemberTime(edition, 7 + plan.day, plan.end),
  })

/** The 2026 programme (ids 1–42), three follow-ups a week apart from `now`, then the 2025 programme. */
export function buildMeetings(now: Date): (typeof meetings.$inferInsert)[] {
  const afternoon = septemberTime(2026, 1, '14:00').getTime() % DAY_MS
  const followUps: Session[] = FOLLOW_UPS.map(({ title, room, kind }, index) => {
    const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + (index + 1) * 7 * DAY_MS + afternoon)
    return {
      plan: { kind, title, host: 0 },
      room: ROOMS[room],
      edition: 2026,
      start,
      end: new Date(start.getTime() + 2 * HOUR_MS),
    }
  })
  return [...PROGRAMME_2026.map(planned(2026)), ...followUps, ...PROGRAMME_2025.map(planned(2025))].map(
    (session, index) => meetingRow(index + 1, session),
  )
}

/** Who speaks where, in the plans' order. */
export function buildMeetingSpeakers(): (typeof meetingSpeakers.$inferInsert)[] {
  const withIds = [...PROGRAMME_2026.map((plan, index) => ({ plan, id: index + 1 }))]
  const firstOf2025 = PROGRAMME_2026.length + FOLLOW_UPS.length + 1
  withIds.push(...PROGRAMME_2025.map((plan, index) => ({ plan, id: firstOf2025 + index })))
  return withIds.flatMap(({ plan, id }) =>
    (plan.speakers ?? []).map((speakerId, sort) => ({ meetingId: id, speakerId, sort })),
  )
}

/** A booth activity of the plan: an exhibitor's, on a fair day (1 is 8 September), at local times. */
interface PlannedActivity extends Exhibitor {
  day: number
  start: string
  end: string
  title: Text
  introduction: Text
}

/** 30 booth activities, seven or eight a day over the fair's four days. */
const BOOTH_ACTIVITIES: PlannedActivity[] = Array.from({ length: 30 }, (_, index) => {
  const exhibitor = EXHIBITORS[index % EXHIBITORS.length]
  const theme = THEMES[(index * 3) % THEMES.length]
  const [start, end] = TIMES[(index + Math.floor(index / 5)) % TIMES.length]
  const introduction = t(
    `${exhibitor.host.zh}在${exhibitor.booth}展位举办${theme.title.zh}：${theme.offer.zh}。欢迎到${exhibitor.area.zh}参与。`,
    `The ${exhibitor.host.en} holds a ${theme.title.en} at booth ${exhibitor.booth}: ${theme.offer.en}. Join them in the ${exhibitor.area.en}.`,
  )
  return {
    ...exhibitor,
    day: 1 + (index % 4),
    start,
    end,
    title: t(`${exhibitor.host.zh}${theme.title.zh}`, `${exhibitor.host.en}: ${theme.title.en}`),
    introduction,
  }
})

/** A broadcast of a session with its own times: live while it runs, a replay after. */
const liveOf = (id: number, title: Text, host: Text, start: Date, end: Date, meetingId: number | null) => ({
  id,
  titleZh: `${title.zh} 直播`,
  titleEn: `${title.en} — live`,
  ...bilingualColumns({
    summary: t(`「${title.zh}」全程直播，结束后提供回放。`, `The live broadcast of ${title.en}; a replay follows.`),
    host,
  }),
  cover: imageUrl('meeting', 300 + id),
  startTime: start,
  endTime: end,
  streamUrl: demoVideoUrl(1),
  replayUrl: demoVideoUrl(2),
  meetingId,
  views: 200 + ((id * 7919) % 8000),
})

/**
 * After the media seed: the programme's speakers, the broadcasts of the 2025 meetings (replays for the reviews)
 * and of every third booth activity, and the 30 booth activities.
 */
export async function seedProgramme(tx: Transaction) {
  await tx.insert(meetingSpeakers).values(buildMeetingSpeakers())
  const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${lives.id}), 0)` }).from(lives)
  let liveId = Number(last)
  const firstOf2025 = PROGRAMME_2026.length + FOLLOW_UPS.length + 1
  const pastLives = PROGRAMME_2025.map((plan, index) => {
    const { start, end } = planned(2025)(plan)
    return liveOf(++liveId, plan.title, HOSTS[plan.host], start, end, firstOf2025 + index)
  })
  const activities = BOOTH_ACTIVITIES.map((activity, index) => {
    const start = septemberTime(2026, 7 + activity.day, activity.start)
    const end = septemberTime(2026, 7 + activity.day, activity.end)
    const live = index % 3 === 0 ? liveOf(++liveId, activity.title, activity.host, start, end, null) : null
    return { activity, index, start, end, live }
  })
  await tx.insert(lives).values([...pastLives, ...activities.flatMap(({ live }) => (live ? [live] : []))])
  await tx.insert(boothActivities).values(
    activities.map(({ activity, index, start, end, live }) => ({
      id: index + 1,
      edition: 2026,
      ...bilingualColumns({
        title: activity.title,
        host: activity.host,
        area: activity.area,
        introduction: activity.introduction,
      }),
      cover: imageUrl('meeting', 400 + index + 1),
      hall: activity.hall,
      booth: activity.booth,
      liveId: live?.id ?? null,
      startTime: start,
      endTime: end,
    })),
  )
}
