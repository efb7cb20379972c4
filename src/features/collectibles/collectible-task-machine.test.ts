import type { DrawResult, TaskInfo } from '@/contract/collectible'
import type { Envelope } from '@/contract/common'
import {
  BAG_SHAKE_MS,
  BagState,
  CollectibleTaskMachine,
  formatCountdown,
  type TaskMachineDeps,
} from './collectible-task-machine'

const ok = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'ok', data })
const failed = (code: number, msg = ''): Envelope<null> => ({ code, msg, data: null })
const info = (overrides: Partial<TaskInfo> = {}): TaskInfo => ({
  remainingTimes: 2,
  taskDuration: 10,
  nftType: 2,
  ...overrides,
})
const win: DrawResult = { isWin: true, nftName: '鹭岛白鹭', img: '/static/img/nft-1.svg' }
const noPrize: DrawResult = { isWin: false, nftName: '', img: '' }

function setup(taskInfo: TaskInfo = info(), overrides: Partial<TaskMachineDeps> = {}) {
  const calls = {
    taskInfo: jest.fn().mockResolvedValue(ok(taskInfo)),
    drawActive: jest.fn().mockResolvedValue(ok(win)),
    drawPassive: jest.fn().mockResolvedValue(ok(win)),
  }
  const deps = {
    calls,
    token: 'token-1',
    taskId: 'cifit-home-bag',
    onWin: jest.fn(),
    showFailure: jest.fn(),
    unknownErrorText: () => '未知错误',
    ...overrides,
  }
  const machine = new CollectibleTaskMachine(deps)
  return { machine, calls, deps }
}

/** Runs timers and lets the promises they start settle. */
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms)

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [9, '00:09'],
    [60, '01:00'],
    [75, '01:15'],
    [3599, '59:59'],
    [6000, '100:00'],
    [-3, '00:00'],
  ])('%i seconds read %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text))
})

describe('CollectibleTaskMachine: when it stays hidden', () => {
  it.each([
    ['no token', { token: '' }],
    ['no task id', { taskId: '' }],
  ])('%s: never asks the server', async (_, overrides) => {
    const { machine, calls } = setup(info(), overrides)
    await machine.start()
    expect(machine.phase).toBe('hidden')
    expect(calls.taskInfo).not.toHaveBeenCalled()
  })

  it('no draws left', async () => {
    const { machine, calls } = setup(info({ remainingTimes: 0 }))
    await machine.start()
    expect(calls.taskInfo).toHaveBeenCalledWith({ token: 'token-1', taskId: 'cifit-home-bag' })
    expect(machine.phase).toBe('hidden')
    await advance(20_000)
    expect(machine.phase).toBe('hidden')
  })

  it('task info answers a code other than 200', async () => {
    const { machine, calls, deps } = setup()
    calls.taskInfo.mockResolvedValue(failed(500, 'busy'))
    await machine.start()
    expect(machine.phase).toBe('hidden')
    expect(deps.showFailure).not.toHaveBeenCalled()
  })

  it('task info throws', async () => {
    const { machine, calls } = setup()
    calls.taskInfo.mockRejectedValue(new Error('offline'))
    await machine.start()
    expect(machine.phase).toBe('hidden')
  })
})

describe('CollectibleTaskMachine: countdown', () => {
  it('starts at taskDuration and ticks down once a second in mm:ss', async () => {
    const { machine } = setup(info({ taskDuration: 65 }))
    await machine.start()
    expect(machine.phase).toBe('counting')
    expect(machine.countdownText).toBe('01:05')
    await advance(999)
    expect(machine.countdownText).toBe('01:05')
    await advance(1)
    expect(machine.countdownText).toBe('01:04')
    await advance(5000)
    expect(machine.countdownText).toBe('00:59')
  })
})

describe('CollectibleTaskMachine: active task (nftType 1)', () => {
  it('draws by itself at zero and shows a win, which is kept', async () => {
    const { machine, calls, deps } = setup(info({ nftType: 1, taskDuration: 3 }))
    await machine.start()
    await advance(2000)
    expect(calls.drawActive).not.toHaveBeenCalled()
    await advance(1000)
    expect(calls.drawActive).toHaveBeenCalledWith({ token: 'token-1', taskId: 'cifit-home-bag' })
    expect(calls.drawPassive).not.toHaveBeenCalled()
    expect(machine.phase).toBe('result')
    expect(machine.result).toEqual(win)
    expect(machine.bagState).toBe(BagState.none)
    expect(deps.onWin).toHaveBeenCalledWith(win)
  })

  it('shows no prize without keeping anything', async () => {
    const { machine, calls, deps } = setup(info({ nftType: 1, taskDuration: 1 }))
    calls.drawActive.mockResolvedValue(ok(noPrize))
    await machine.start()
    await advance(1000)
    expect(machine.phase).toBe('result')
    expect(machine.result?.isWin).toBe(false)
    expect(deps.onWin).not.toHaveBeenCalled()
  })

  it('a non-200 draw toasts the server msg and restarts the countdown from taskDuration', async () => {
    const { machine, calls, deps } = setup(info({ nftType: 1, taskDuration: 5 }))
    calls.drawActive.mockResolvedValueOnce(failed(500, '活动太火爆了'))
    await machine.start()
    await advance(5000)
    expect(deps.showFailure).toHaveBeenCalledWith('活动太火爆了')
    expect(machine.phase).toBe('counting')
    expect(machine.countdownText).toBe('00:05')
    await advance(5000)
    expect(calls.drawActive).toHaveBeenCalledTimes(2)
    expect(machine.phase).toBe('result')
  })

  it('a non-200 draw without msg toasts the unknown-error text', async () => {
    const { machine, calls, deps } = setup(info({ nftType: 1, taskDuration: 2 }))
    calls.drawActive.mockResolvedValueOnce(failed(409))
    await machine.start()
    await advance(2000)
    expect(deps.showFailure).toHaveBeenCalledWith('未知错误')
    expect(machine.secondsLeft).toBe(2)
  })

  it('a thrown draw toasts the unknown-error text and restarts the countdown', async () => {
    const { machine, calls, deps } = setup(info({ nftType: 1, taskDuration: 2 }))
    calls.drawActive.mockRejectedValueOnce(new Error('timeout'))
    await machine.start()
    await advance(2000)
    expect(deps.showFailure).toHaveBeenCalledWith('未知错误')
    expect(machine.phase).toBe('counting')
    expect(machine.secondsLeft).toBe(2)
  })
})

describe('CollectibleTaskMachine: passive task (bag)', () => {
  async function bagShown(taskInfo = info({ taskDuration: 10 })) {
    const ctx = setup(taskInfo)
    await ctx.machine.start()
    await advance(10_000)
    return ctx
  }

  it('shows a closed bag at zero and draws nothing by itself', async () => {
    const { machine, calls } = await bagShown()
    expect(machine.phase).toBe('bag')
    expect(machine.bagState).toBe(BagState.closed)
    await advance(60_000)
    expect(calls.drawPassive).not.toHaveBeenCalled()
    expect(calls.drawActive).not.toHaveBeenCalled()
  })

  it('a click shakes the bag for one second, then draws and opens it as a win', async () => {
    const { machine, calls, deps } = await bagShown()
    machine.openBag()
    expect(machine.phase).toBe('shaking')
    await advance(BAG_SHAKE_MS - 1)
    expect(calls.drawPassive).not.toHaveBeenCalled()
    expect(machine.phase).toBe('shaking')
    await advance(1)
    expect(calls.drawPassive).toHaveBeenCalledWith({ token: 'token-1', taskId: 'cifit-home-bag' })
    expect(machine.phase).toBe('result')
    expect(machine.bagState).toBe(BagState.won)
    expect(deps.onWin).toHaveBeenCalledWith(win)
  })

  it('opens with no prize as bag state 3', async () => {
    const { machine, calls, deps } = await bagShown()
    calls.drawPassive.mockResolvedValue(ok(noPrize))
    machine.openBag()
    await advance(BAG_SHAKE_MS)
    expect(machine.bagState).toBe(BagState.noPrize)
    expect(machine.phase).toBe('result')
    expect(deps.onWin).not.toHaveBeenCalled()
  })

  it('ignores clicks while shaking: one draw only', async () => {
    const { machine, calls } = await bagShown()
    machine.openBag()
    machine.openBag()
    await advance(BAG_SHAKE_MS * 3)
    expect(calls.drawPassive).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['a non-200 answer with msg', () => Promise.resolve(failed(403, '次数已用完')), '次数已用完'],
    ['a non-200 answer without msg', () => Promise.resolve(failed(500)), '未知错误'],
    ['a thrown call', () => Promise.reject(new Error('offline')), '未知错误'],
  ])('%s: toasts, the bag goes back to 0 and the countdown restarts', async (_, answer, text) => {
    const { machine, calls, deps } = await bagShown()
    calls.drawPassive.mockImplementationOnce(answer)
    machine.openBag()
    await advance(BAG_SHAKE_MS)
    expect(deps.showFailure).toHaveBeenCalledWith(text)
    expect(machine.bagState).toBe(BagState.none)
    expect(machine.phase).toBe('counting')
    expect(machine.countdownText).toBe('00:10')
    await advance(10_000)
    expect(machine.bagState).toBe(BagState.closed)
  })
})

describe('CollectibleTaskMachine: after a result', () => {
  it('re-reads task info on dismiss and counts again while draws are left', async () => {
    const { machine, calls } = setup(info({ nftType: 1, taskDuration: 1 }))
    calls.taskInfo.mockResolvedValueOnce(ok(info({ nftType: 1, taskDuration: 1, remainingTimes: 2 })))
    calls.taskInfo.mockResolvedValueOnce(ok(info({ nftType: 1, taskDuration: 1, remainingTimes: 1 })))
    calls.taskInfo.mockResolvedValueOnce(ok(info({ nftType: 1, taskDuration: 1, remainingTimes: 0 })))
    await machine.start()
    await advance(1000)
    await machine.dismiss()
    expect(calls.taskInfo).toHaveBeenCalledTimes(2)
    expect(machine.phase).toBe('counting')
    expect(machine.result).toBeNull()
    await advance(1000)
    await machine.dismiss()
    expect(calls.taskInfo).toHaveBeenCalledTimes(3)
    expect(machine.phase).toBe('hidden')
    expect(calls.drawActive).toHaveBeenCalledTimes(2)
  })

  it('dismiss does nothing before there is a result', async () => {
    const { machine, calls } = setup()
    await machine.start()
    await machine.dismiss()
    expect(calls.taskInfo).toHaveBeenCalledTimes(1)
    expect(machine.phase).toBe('counting')
  })
})

describe('CollectibleTaskMachine: dispose (unmount)', () => {
  it('stops the countdown', async () => {
    const { machine, calls } = setup(info({ nftType: 1, taskDuration: 3 }))
    await machine.start()
    machine.dispose()
    await advance(10_000)
    expect(machine.countdownText).toBe('00:03')
    expect(calls.drawActive).not.toHaveBeenCalled()
  })

  it('stops a shaking bag from drawing', async () => {
    const { machine, calls } = setup(info({ taskDuration: 1 }))
    await machine.start()
    await advance(1000)
    machine.openBag()
    machine.dispose()
    await advance(BAG_SHAKE_MS)
    expect(calls.drawPassive).not.toHaveBeenCalled()
  })

  it('ignores a task info answer that arrives after unmount', async () => {
    const { machine } = setup()
    const started = machine.start()
    machine.dispose()
    await started
    expect(machine.phase).toBe('hidden')
    expect(jest.getTimerCount()).toBe(0)
  })
})
