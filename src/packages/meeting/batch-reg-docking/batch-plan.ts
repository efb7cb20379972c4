import type { Page, PageQuery } from '@/contract/common'
import type { BatchOutcome, MeetingCard } from '@/contract/meeting'
import { fairDay } from '../shared/fair-day'

/** The most meetings one batch takes (the server's limit). */
export const BATCH_MAX = 20
const PAGE_SIZE = 50
/** Enough pages for every open meeting of a fair, and a stop should the server keep answering. */
const MAX_PAGES = 10

/** Every meeting a paged call lists, page after page. */
export async function allPages<T>(load: (page: PageQuery) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = []
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const page = await load({ pageNum, pageSize: PAGE_SIZE })
    items.push(...page.list)
    if (page.list.length === 0 || items.length >= page.total) break
  }
  return items
}

/** Meetings by the fair's day, each day and its meetings earliest first. */
export function byDay(meetings: readonly MeetingCard[]): { day: string; meetings: MeetingCard[] }[] {
  const days = new Map<string, MeetingCard[]>()
  for (const meeting of [...meetings].sort((a, b) => a.startTime - b.startTime)) {
    const day = fairDay(meeting.startTime)
    days.set(day, [...(days.get(day) ?? []), meeting])
  }
  return [...days].map(([day, list]) => ({ day, meetings: list }))
}

/** The selection with a meeting added or taken away; null when adding would pass the batch's limit. */
export function toggled(selected: readonly number[], id: number): number[] | null {
  if (selected.includes(id)) return selected.filter((other) => other !== id)
  return selected.length >= BATCH_MAX ? null : [...selected, id]
}

/** Whether an outcome is (or would be) a sign-up the user holds afterwards. */
export const holds = (outcome: BatchOutcome): boolean => outcome === 'signedUp' || outcome === 'alreadySignedUp'
