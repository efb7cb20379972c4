import { unreachable } from '@/platform/offline/action-queue'
import { memoryStorage } from '@/platform/storage'
import { ApiError } from '@/services/http/errors'
import { meetingQueue, type QueuedAction } from './offline-queue'

const action = (kind: QueuedAction['kind'], meetingId: number, queuedAt = meetingId): QueuedAction => ({
  kind,
  meetingId,
  title: `meeting ${meetingId}`,
  queuedAt,
})

function queueOf(...actions: QueuedAction[]) {
  const storage = memoryStorage()
  const queue = meetingQueue(storage, 'queue')
  actions.forEach((item) => queue.add(item))
  return { queue, storage }
}

describe('the offline sign-up queue', () => {
  it('keeps actions in storage in the order they were made', () => {
    const { storage } = queueOf(action('signUp', 1), action('cancel', 2))
    expect(
      meetingQueue(storage, 'queue')
        .list()
        .map((item) => [item.kind, item.meetingId]),
    ).toEqual([
      ['signUp', 1],
      ['cancel', 2],
    ])
  })

  it('drops a sign-up and its cancellation together, and keeps one of a repeated wish', () => {
    const { queue, storage } = queueOf(action('signUp', 1), action('signUp', 2), action('cancel', 1, 10))
    expect(queue.list().map((item) => item.meetingId)).toEqual([2])
    queue.add(action('signUp', 2, 20))
    expect(queue.list()).toEqual([action('signUp', 2, 20)])
    queue.add(action('cancel', 2, 30))
    expect(queue.list()).toEqual([])
    expect(storage.get('queue')).toBeUndefined()
  })

  it("sends in order and reports each answer, the server's refusal in its words", async () => {
    const { queue } = queueOf(action('signUp', 1), action('cancel', 2))
    const send = jest
      .fn()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new ApiError('server', { code: 400, msg: '会议已开始，无法取消报名' }))
    const results = await queue.flush(send)
    expect(send.mock.calls.map(([sent]) => sent.meetingId)).toEqual([1, 2])
    expect(results.map(({ ok, msg }) => [ok, msg])).toEqual([
      [true, ''],
      [false, '会议已开始，无法取消报名'],
    ])
    expect(queue.list()).toEqual([])
  })

  it('stops at the first action that still cannot reach the server and keeps it with the rest', async () => {
    const { queue } = queueOf(action('signUp', 1), action('signUp', 2), action('cancel', 3))
    const send = jest.fn().mockResolvedValueOnce(null).mockRejectedValueOnce(new ApiError('network'))
    const results = await queue.flush(send)
    expect(results).toHaveLength(1)
    expect(send).toHaveBeenCalledTimes(2)
    expect(queue.list().map((item) => item.meetingId)).toEqual([2, 3])
  })

  it('runs one flush at a time, and sends a wish made while its opposite was on the way after it', async () => {
    const { queue } = queueOf(action('signUp', 1))
    let answer: () => void = () => undefined
    const send = jest
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)))
      .mockResolvedValue(null)
    const first = queue.flush(send)
    expect(await queue.flush(send)).toEqual([])
    queue.add(action('cancel', 1, 50))
    answer()
    const results = await first
    expect(results.map(({ action: sent }) => sent.kind)).toEqual(['signUp', 'cancel'])
    expect(queue.list()).toEqual([])
  })

  it('counts only a missing network or a timeout as unreachable', () => {
    expect(unreachable(new ApiError('network'))).toBe(true)
    expect(unreachable(new ApiError('timeout'))).toBe(true)
    expect(unreachable(new ApiError('server', { code: 409 }))).toBe(false)
    expect(unreachable(new Error('boom'))).toBe(false)
  })
})
