import Taro from '@tarojs/taro'
import type { Waiting } from '@/contract/waiting'
import { waiting } from '@/contract/waiting.endpoints'
import { memoryStorage } from '@/platform/storage'
import { RootStore } from '@/stores/root-store'
import { answer, answering, apiOf, profile } from '@/stores/testing/fake-api'
import { keepWaitingLive, SETTLE_MS, type LiveDeps } from './keep-waiting-live'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const counts = (over: Partial<Waiting> = {}): Waiting => ({
  cardRequests: 2,
  meetingRequests: 1,
  groupRequests: 0,
  groupInvitations: 1,
  unreadMessages: 4,
  lastMessageId: 40,
  ...over,
})

/** A socket task whose events the test fires, and what the app sent and closed on it. */
function fakeTask() {
  const on: Record<string, (result?: unknown) => void> = {}
  const task = {
    sent: [] as unknown[],
    closed: false,
    onOpen: (run: () => void) => (on.open = run),
    onMessage: (run: (result: unknown) => void) => (on.message = run as never),
    onClose: (run: () => void) => (on.close = run),
    send: ({ data }: { data: string }) => task.sent.push(JSON.parse(data)),
    close: () => {
      task.closed = true
    },
    fire: (event: string, result?: unknown) => on[event](result),
    frame: (type: string) => on.message({ data: JSON.stringify({ type }) }),
  }
  return task
}

function setUp(answers: Waiting[], token = 'user-token') {
  const tasks: ReturnType<typeof fakeTask>[] = []
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = []
  const deps: LiveDeps = {
    connect: jest.fn(async () => {
      tasks.push(fakeTask())
      return tasks[tasks.length - 1] as unknown as Taro.SocketTask
    }),
    url: () => 'ws://fair.test/user-central/network/chat/socket',
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false }
      timers.push(timer)
      return () => (timer.cancelled = true)
    },
  }
  const ask = jest.fn(() => answers.shift() ?? counts())
  const stores = new RootStore(
    apiOf({ call: answering(answer(waiting.counts, ask)) }),
    memoryStorage(token ? { user: { token, profile: profile() } } : {}),
    memoryStorage(),
  )
  const runTimers = (ms?: number) =>
    timers.splice(0).forEach((timer) => !timer.cancelled && (ms === undefined || timer.ms === ms) && timer.run())
  return { stores, deps, tasks, timers, ask, runTimers }
}

describe('the live counts of what waits', () => {
  beforeEach(() => {
    jest.spyOn(Taro, 'setTabBarBadge').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'removeTabBarBadge').mockResolvedValue({ errMsg: 'ok' } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('asks at sign-in, marks the my tab with the total, and opens the socket after the newest message', async () => {
    const { stores, deps, tasks } = setUp([counts()])
    keepWaitingLive(stores, deps)
    await flush()
    expect(Taro.setTabBarBadge).toHaveBeenLastCalledWith({ index: 2, text: '8' })
    tasks[0].fire('open')
    expect(tasks[0].sent).toEqual([{ type: 'auth', token: 'user-token', after: 40, lang: 'zh' }])
  })

  it('asks again once for a burst of frames that may change the counts, and clears the badge at zero', async () => {
    const nothing = counts({ cardRequests: 0, meetingRequests: 0, groupInvitations: 0, unreadMessages: 0 })
    const { stores, deps, tasks, ask, runTimers } = setUp([counts(), nothing])
    keepWaitingLive(stores, deps)
    await flush()
    tasks[0].fire('open')
    tasks[0].frame('waiting')
    tasks[0].frame('message')
    tasks[0].frame('pong')
    runTimers(SETTLE_MS)
    await flush()
    expect(ask).toHaveBeenCalledTimes(2)
    expect(Taro.removeTabBarBadge).toHaveBeenLastCalledWith({ index: 2 })
  })

  it('asks again once the socket is signed in, so a request made while it connected is counted', async () => {
    const { stores, deps, tasks, ask, runTimers } = setUp([counts({ cardRequests: 0 }), counts({ cardRequests: 3 })])
    keepWaitingLive(stores, deps)
    await flush()
    tasks[0].fire('open')
    tasks[0].frame('ready')
    runTimers(SETTLE_MS)
    await flush()
    expect(ask).toHaveBeenCalledTimes(2)
    expect(stores.waiting.counts?.cardRequests).toBe(3)
  })

  it('opens the socket again with backoff when it closes, and closes it and forgets the counts at sign-out', async () => {
    const { stores, deps, tasks, timers, runTimers } = setUp([counts(), counts({ lastMessageId: 41 })])
    keepWaitingLive(stores, deps)
    await flush()
    tasks[0].fire('close')
    expect(timers.map((timer) => timer.ms)).toEqual([1000])
    runTimers()
    await flush()
    expect(deps.connect).toHaveBeenCalledTimes(2)
    tasks[1].fire('open')
    expect(tasks[1].sent).toEqual([expect.objectContaining({ after: 41 })])

    stores.user.clear()
    expect(tasks[1].closed).toBe(true)
    expect(stores.waiting.counts).toBeNull()
    expect(Taro.removeTabBarBadge).toHaveBeenLastCalledWith({ index: 2 })
    tasks[1].fire('close')
    expect(timers.filter((timer) => !timer.cancelled)).toEqual([])
  })

  it('asks nothing for a visitor, nor with a link’s token the server has not vouched for yet', async () => {
    const { stores, deps, ask } = setUp([], '')
    keepWaitingLive(stores, deps)
    // A landing link's token: set before its check, which may drop it (its refusal must not open the login page).
    stores.user.setToken('link-token')
    await flush()
    expect(ask).not.toHaveBeenCalled()
    expect(deps.connect).not.toHaveBeenCalled()
  })
})
