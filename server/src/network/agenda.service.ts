import { and, eq, or } from 'drizzle-orm'
import { meetingPoints, meetingRequests } from './match.schema'
import { briefOf, briefsOf } from './people'
import type { Agenda, AgendaEntry, CalendarFile } from '../../../src/contract/meeting'
import { boothActivities, boothActivitySubscriptions } from '../meeting'
import { calendarFile, MEETING_PATH } from '../meeting'
import { meetingSignUps, meetings } from '../meeting'
import { meetingStatus } from '../meeting'
import type { Database } from '../platform/connect'
import { localized, type Lang } from '../platform/lang'
import { messageText } from '../platform/messages'
import { columnsOf } from '../platform/select'

interface Session {
  kind: AgendaEntry['kind']
  id: number
  title: string
  place: string
  description: string
  startTime: Date
  endTime: Date
}

/** An accepted meeting's agenda title: whom it is with and, when the request has one, its topic. */
const negotiationTitle = (lang: Lang, name: string, topic: string) =>
  topic
    ? messageText('network.meeting.titleTopic', lang, { name, topic })
    : messageText('network.meeting.title', lang, { name })

/** The user's sign-ups, subscribed booth activities and accepted matchmaking meetings, earliest first. */
async function sessionsOf(db: Database, lang: Lang, userId: number): Promise<Session[]> {
  const [signedUp, subscribed, negotiations] = await Promise.all([
    db
      .select({
        id: meetings.id,
        ...localized(lang, meetings, 'title', 'venue', 'room', 'summary'),
        ...columnsOf(meetings, 'startTime', 'endTime'),
      })
      .from(meetingSignUps)
      .innerJoin(meetings, eq(meetings.id, meetingSignUps.meetingId))
      .where(eq(meetingSignUps.userId, userId)),
    db
      .select({
        id: boothActivities.id,
        ...localized(lang, boothActivities, 'title', 'area', 'introduction'),
        ...columnsOf(boothActivities, 'booth', 'startTime', 'endTime'),
      })
      .from(boothActivitySubscriptions)
      .innerJoin(boothActivities, eq(boothActivities.id, boothActivitySubscriptions.activityId))
      .where(eq(boothActivitySubscriptions.userId, userId)),
    db
      .select({
        id: meetingRequests.id,
        fromUserId: meetingRequests.fromUserId,
        toUserId: meetingRequests.toUserId,
        note: meetingRequests.note,
        ...localized(lang, meetingRequests, 'topic'),
        ...localized(lang, meetingPoints, 'name', 'location'),
        ...columnsOf(meetingRequests, 'startTime', 'endTime'),
      })
      .from(meetingRequests)
      .innerJoin(meetingPoints, eq(meetingPoints.id, meetingRequests.pointId))
      .where(
        and(
          eq(meetingRequests.status, 'accepted'),
          or(eq(meetingRequests.fromUserId, userId), eq(meetingRequests.toUserId, userId)),
        ),
      ),
  ])
  const counterparts = await briefsOf(
    db,
    lang,
    negotiations.map((n) => (n.fromUserId === userId ? n.toUserId : n.fromUserId)),
  )
  const sessions: Session[] = [
    ...signedUp.map((m) => ({
      kind: 'meeting' as const,
      id: m.id,
      title: m.title,
      place: [m.venue, m.room].filter(Boolean).join(' '),
      description: m.summary,
      startTime: m.startTime,
      endTime: m.endTime,
    })),
    ...subscribed.map((a) => ({
      kind: 'activity' as const,
      id: a.id,
      title: a.title,
      place: `${a.area} ${a.booth}`,
      description: a.introduction,
      startTime: a.startTime,
      endTime: a.endTime,
    })),
    ...negotiations.map((n) => ({
      kind: 'negotiation' as const,
      id: n.id,
      title: negotiationTitle(
        lang,
        briefOf(counterparts, n.fromUserId === userId ? n.toUserId : n.fromUserId).name,
        n.topic,
      ),
      place: `${n.name} ${n.location}`,
      description: n.note,
      startTime: n.startTime,
      endTime: n.endTime,
    })),
  ]
  return sessions.sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id)
}

const keyOf = (s: Pick<Session, 'kind' | 'id'>) => `${s.kind}-${s.id}`

/** The agenda with each entry's overlapping entries (as "meeting-3", "activity-7") and the status at `now`. */
export async function agendaOf(db: Database, lang: Lang, userId: number, now: Date): Promise<Agenda> {
  const sessions = await sessionsOf(db, lang, userId)
  const entries = sessions.map(({ kind, id, title, place, startTime, endTime }, index) => ({
    kind,
    id,
    title,
    place,
    startTime: startTime.getTime(),
    endTime: endTime.getTime(),
    status: meetingStatus(startTime, endTime, now),
    overlaps: sessions
      .filter((other, j) => j !== index && other.startTime < endTime && startTime < other.endTime)
      .map(keyOf),
  }))
  return { entries, now: now.getTime() }
}

const DETAIL_PATH = {
  meeting: MEETING_PATH,
  activity: '/ytq-activity?id=',
  negotiation: '/mypage-negotiate?id=',
}

/** The agenda as one .ics file; links open each session in the app at `origin`. */
export async function agendaCalendar(db: Database, lang: Lang, userId: number, origin: string): Promise<CalendarFile> {
  const sessions = await sessionsOf(db, lang, userId)
  return calendarFile(
    'cifit-agenda.ics',
    lang === 'zh' ? '投洽会日程' : 'CIFIT agenda',
    sessions.map((s) => ({ ...s, uid: `${keyOf(s)}@cifit`, url: `${origin}${DETAIL_PATH[s.kind]}${s.id}` })),
  )
}
