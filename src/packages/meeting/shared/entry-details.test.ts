import type { AgendaEntry, MeetingDetail } from '@/contract/meeting'
import { memoryStorage } from '@/platform/storage'
import { ApiError } from '@/services/http/errors'
import { apiOf } from '@/stores/testing/fake-api'
import { DETAIL_FRESH_MS, keepEntryDetails } from './entry-details'

describe('keepEntryDetails', () => {
  const entry = (id: number, status: AgendaEntry['status'], kind: AgendaEntry['kind'] = 'meeting'): AgendaEntry => ({
    kind,
    id,
    title: `entry ${id}`,
    place: '',
    startTime: 0,
    endTime: 1,
    status,
    overlaps: [],
  })

  it('keeps the details of entries to come, asks only for missing or stale ones, and forgets the rest', async () => {
    const meetingDetailQuietly = jest.fn((id: number) => Promise.resolve({ id } as MeetingDetail))
    const boothActivityDetailQuietly = jest.fn((id: number) => Promise.resolve({ id, introduction: '' }))
    const api = apiOf({ meetingDetailQuietly, boothActivityDetailQuietly })
    const storage = memoryStorage({
      d: {
        'meeting-2': { kind: 'meeting', savedAt: 1000, meeting: { id: 2 } },
        'meeting-3': { kind: 'meeting', savedAt: 1000 - DETAIL_FRESH_MS, meeting: { id: 3 } },
        'meeting-9': { kind: 'meeting', savedAt: 1000, meeting: { id: 9 } },
      },
    })
    const entries = [
      entry(1, 'finished'),
      entry(2, 'notStarted'),
      entry(3, 'ongoing'),
      entry(4, 'notStarted', 'activity'),
    ]
    const details = await keepEntryDetails(api, storage, 'd', entries, () => 1000)
    expect(Object.keys(details).sort()).toEqual(['activity-4', 'meeting-2', 'meeting-3'])
    expect(meetingDetailQuietly.mock.calls).toEqual([[3]])
    expect(boothActivityDetailQuietly.mock.calls).toEqual([[4]])
    expect(storage.get('d')).toEqual(details)
  })

  it('keeps the last copy of a detail the server cannot give now', async () => {
    const api = apiOf({ meetingDetailQuietly: jest.fn().mockRejectedValue(new ApiError('network')) })
    const old = { kind: 'meeting', savedAt: 0, meeting: { id: 2 } }
    const storage = memoryStorage({ d: { 'meeting-2': old } })
    expect(await keepEntryDetails(api, storage, 'd', [entry(2, 'notStarted')], () => DETAIL_FRESH_MS)).toEqual({
      'meeting-2': old,
    })
  })
})
