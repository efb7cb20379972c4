import { PointsPromptQueue, TOAST_MS } from './points-prompt-queue'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('PointsPromptQueue', () => {
  const toast = { kind: 'toast' as const, actionType: 32, point: 2, reason: 'Read news' }
  const modal = { kind: 'modal' as const, actionType: 34, point: 3, reason: 'Cloud space' }

  it('shows one prompt at a time, in order', async () => {
    const queue = new PointsPromptQueue()
    const first = queue.show(modal)
    const second = queue.show(toast)
    expect(queue.current).toMatchObject(modal)
    queue.resolve('cancel')
    await expect(first).resolves.toBe('cancel')
    expect(queue.current).toMatchObject(toast)
    queue.resolve('confirm')
    await expect(second).resolves.toBe('confirm')
    expect(queue.current).toBeNull()
  })

  it('closes a toast after 5 seconds but never a modal', async () => {
    const queue = new PointsPromptQueue()
    const shown = queue.show(toast)
    jest.advanceTimersByTime(TOAST_MS - 1)
    expect(queue.current).not.toBeNull()
    jest.advanceTimersByTime(1)
    await expect(shown).resolves.toBe('close')
    void queue.show(modal)
    jest.advanceTimersByTime(60_000)
    expect(queue.current).toMatchObject(modal)
  })

  it('gives a toast that waited behind a modal its own full 5 seconds', async () => {
    const queue = new PointsPromptQueue()
    void queue.show(modal)
    const waiting = queue.show(toast)
    jest.advanceTimersByTime(10_000)
    queue.resolve('confirm')
    jest.advanceTimersByTime(TOAST_MS - 1)
    expect(queue.current).toMatchObject(toast)
    jest.advanceTimersByTime(1)
    await expect(waiting).resolves.toBe('close')
  })

  it('ignores a resolve when nothing is shown', () => {
    const queue = new PointsPromptQueue()
    expect(() => queue.resolve('close')).not.toThrow()
    expect(queue.current).toBeNull()
  })
})
