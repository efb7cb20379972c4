import type { ViewedBooth } from '@/contract/exhibition'
import type { AgendaEntry, MySignUp, OfflineSignUp } from '@/contract/meeting'
import { formatDate } from '@/utils/date'

export type FootprintKind = 'meeting' | 'activity' | 'booth'

/** One place the user has been: a meeting, a booth activity, or a booth opened in the app. */
export interface Footprint {
  kind: FootprintKind
  /** The meeting, activity or booth id its page opens by. */
  id: number
  title: string
  place: string
  /** When the user was there: the meeting's or activity's start, the sign-in, the last time the booth was opened. */
  time: number
  /** Signed in at the door (meetings). */
  signedIn: boolean
  /** Signed up beforehand (meetings). */
  signedUp: boolean
}

export interface FootprintSources {
  signUps: MySignUp[]
  signIns: OfflineSignUp[]
  agenda: AgendaEntry[]
  booths: ViewedBooth[]
}

/**
 * Where the user has been, most recent first: meetings signed up for that are over or signed in at the door (one
 * entry when both), subscribed booth activities that are over (the server's status), and booths opened in the app.
 */
export function footprintsOf({ signUps, signIns, agenda, booths }: Partial<FootprintSources>): Footprint[] {
  const meetings = new Map<number, Footprint>()
  for (const s of signUps ?? []) {
    if (s.status !== 'finished') continue
    meetings.set(s.meetingId, {
      kind: 'meeting',
      id: s.meetingId,
      title: s.title,
      place: s.venue,
      time: s.startTime,
      signedIn: false,
      signedUp: true,
    })
  }
  for (const s of signIns ?? []) {
    const known = meetings.get(s.meetingId)
    meetings.set(
      s.meetingId,
      known
        ? { ...known, signedIn: true }
        : {
            kind: 'meeting',
            id: s.meetingId,
            title: s.meetingName,
            place: '',
            time: s.signTime,
            signedIn: true,
            signedUp: false,
          },
    )
  }
  const activities: Footprint[] = (agenda ?? [])
    .filter((e) => e.kind === 'activity' && e.status === 'finished')
    .map((e) => ({
      kind: 'activity',
      id: e.id,
      title: e.title,
      place: e.place,
      time: e.startTime,
      signedIn: false,
      signedUp: false,
    }))
  const opened: Footprint[] = (booths ?? []).map((b) => ({
    kind: 'booth',
    id: b.id,
    title: `${b.boothNo} ${b.enterpriseName}`,
    place: [b.hall, b.areaName].filter(Boolean).join(' · '),
    time: b.lastViewedAt,
    signedIn: false,
    signedUp: false,
  }))
  return [...meetings.values(), ...activities, ...opened].sort((a, b) => b.time - a.time)
}

/** Footprints by day on the fair's clock, the most recent day first (they come sorted). */
export function byDay(footprints: Footprint[]): { day: string; items: Footprint[] }[] {
  const days: { day: string; items: Footprint[] }[] = []
  for (const item of footprints) {
    const day = formatDate(item.time, 'YYYY-MM-DD')
    const last = days[days.length - 1]
    if (last?.day === day) last.items.push(item)
    else days.push({ day, items: [item] })
  }
  return days
}
