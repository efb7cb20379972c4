import type { AgendaEntry, BoothActivityDetail, MeetingDetail } from '@/contract/meeting'
import type { KeyValueStorage } from '@/platform/storage'
import type { Api } from '@/services/api'
import { entryKey } from './agenda-plan'
import { keep } from './kept-copy'

/** The full record behind an agenda entry, as the server last gave it. */
export type EntryDetail =
  | { kind: 'meeting'; savedAt: number; meeting: MeetingDetail }
  | { kind: 'activity'; savedAt: number; activity: BoothActivityDetail }

/** Kept details by entry key. */
export type KeptDetails = Record<string, EntryDetail>

/** A kept detail younger than this is not asked for again. */
export const DETAIL_FRESH_MS = 30 * 60_000

/**
 * Keeps on the device the details of the entries still to come or under way, so they open at the venue without a
 * network: asks the server only for the missing or stale ones, one at a time, and drops the details of entries no
 * longer in the agenda. A detail that cannot be read keeps its last copy.
 */
export async function keepEntryDetails(
  api: Api,
  storage: KeyValueStorage,
  key: string,
  entries: readonly AgendaEntry[],
  now: () => number = Date.now,
): Promise<KeptDetails> {
  const kept = storage.get<KeptDetails>(key) ?? {}
  const details: KeptDetails = {}
  for (const entry of entries) {
    // A matchmaking meeting's facts are all in the entry (its place and time); there is no detail to keep.
    if (entry.status === 'finished' || entry.kind === 'negotiation') continue
    const id = entryKey(entry)
    const old = kept[id]
    if (old && now() - old.savedAt < DETAIL_FRESH_MS) {
      details[id] = old
      continue
    }
    try {
      details[id] =
        entry.kind === 'meeting'
          ? { kind: 'meeting', savedAt: now(), meeting: await api.meeting.meetingDetailQuietly(entry.id) }
          : { kind: 'activity', savedAt: now(), activity: await api.meeting.boothActivityDetailQuietly(entry.id) }
    } catch {
      if (old) details[id] = old
    }
  }
  keep(storage, key, details)
  return details
}
