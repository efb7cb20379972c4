import { PointsAction } from '@/contract/points.codes'
import { PointsPromptQueue } from '@/stores/points-prompt-queue'
import { RewardFlow, type RewardContext } from './reward-flow'

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

function setup(overrides: Partial<RewardContext> = {}) {
  const prompts = new PointsPromptQueue()
  const context = {
    eligible: jest.fn(async () => true),
    claimsLeft: jest.fn(async () => true),
    claim: jest.fn(async (actionType: number) => ({
      point: actionType - 30,
      reason: `rule ${actionType}`,
      balance: 100,
    })),
    prompts,
    ...overrides,
  }
  return { context, prompts }
}

async function started(actionType: number, context: RewardContext, running = true) {
  const flow = new RewardFlow(actionType, context, { running })
  await flow.start()
  await flush()
  return flow
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('RewardFlow', () => {
  it('closes silently, without reading the rules, when the user is not eligible', async () => {
    const { context, prompts } = setup({ eligible: jest.fn(async () => false) })
    const flow = await started(PointsAction.browseNews, context)
    expect(flow.phase).toBe('closed')
    expect(context.claimsLeft).not.toHaveBeenCalled()
    jest.advanceTimersByTime(10_000)
    expect(context.claim).not.toHaveBeenCalled()
    expect(prompts.current).toBeNull()
  })

  it('closes silently when the frequency is used up', async () => {
    const { context } = setup({ claimsLeft: jest.fn(async () => false) })
    const flow = await started(PointsAction.browseProject, context)
    expect(context.claimsLeft).toHaveBeenCalledWith(PointsAction.browseProject)
    expect(flow.phase).toBe('closed')
    jest.advanceTimersByTime(10_000)
    expect(context.claim).not.toHaveBeenCalled()
  })

  it('tells its owner once the points are granted, and not when the claim fails', async () => {
    const granted = jest.fn()
    const { context } = setup()
    await new RewardFlow(PointsAction.dailySignIn, context, { onClaimed: granted }).start()
    await flush()
    expect(granted).toHaveBeenCalledWith(expect.objectContaining({ balance: 100 }))
    const refused = jest.fn()
    const failing = setup({ claim: jest.fn(async () => Promise.reject(new Error('used up'))) })
    await new RewardFlow(PointsAction.dailySignIn, failing.context, { onClaimed: refused }).start()
    await flush()
    expect(refused).not.toHaveBeenCalled()
  })

  it('closes silently when the rules cannot be read', async () => {
    const { context } = setup({ claimsLeft: jest.fn(async () => Promise.reject(new Error('offline'))) })
    const flow = await started(PointsAction.browseNews, context)
    expect(flow.phase).toBe('closed')
    expect(context.claim).not.toHaveBeenCalled()
  })

  it.each([
    [PointsAction.browseNews, 'toast'],
    [PointsAction.browseProject, 'toast'],
    [PointsAction.browseCloudSpace, 'modal'],
    [PointsAction.dailyShare, 'toast'],
  ] as const)('type %i counts down 3 seconds, claims, then shows a %s', async (actionType, kind) => {
    const { context, prompts } = setup()
    const flow = await started(actionType, context)
    expect(flow.phase).toBe('counting')
    expect(flow.secondsLeft).toBe(3)
    jest.advanceTimersByTime(2999)
    expect(flow.secondsLeft).toBe(1)
    expect(context.claim).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    await flush()
    expect(context.claim).toHaveBeenCalledTimes(1)
    expect(context.claim).toHaveBeenCalledWith(actionType, expect.any(String))
    expect(flow.phase).toBe('prompted')
    expect(prompts.current).toMatchObject({ kind, actionType, point: actionType - 30, reason: `rule ${actionType}` })
  })

  it('type 36 counts 30 seconds, only while running', async () => {
    const { context, prompts } = setup()
    const flow = await started(PointsAction.watchMeeting, context, false)
    expect(flow.secondsLeft).toBe(30)
    jest.advanceTimersByTime(60_000)
    expect(flow.secondsLeft).toBe(30)
    flow.setRunning(true)
    jest.advanceTimersByTime(20_000)
    flow.setRunning(false)
    jest.advanceTimersByTime(60_000)
    expect(flow.secondsLeft).toBe(10)
    expect(context.claim).not.toHaveBeenCalled()
    flow.setRunning(true)
    jest.advanceTimersByTime(10_000)
    await flush()
    expect(context.claim).toHaveBeenCalledWith(PointsAction.watchMeeting, expect.any(String))
    expect(prompts.current?.kind).toBe('modal')
  })

  it.each([
    [PointsAction.realName, 'modal'],
    [PointsAction.meetingSignUp, 'modal'],
    [PointsAction.dailySignIn, 'toast'],
  ] as const)('type %i claims at once and shows a %s', async (actionType, kind) => {
    const { context, prompts } = setup()
    const flow = await started(actionType, context)
    expect(context.claim).toHaveBeenCalledWith(actionType, expect.any(String))
    expect(flow.phase).toBe('prompted')
    expect(prompts.current?.kind).toBe(kind)
  })

  it('ends silently when the claim is refused (any answer but 200)', async () => {
    const { context, prompts } = setup({ claim: jest.fn(async () => Promise.reject({ code: 409, msg: 'used up' })) })
    const flow = await started(PointsAction.realName, context)
    expect(flow.phase).toBe('closed')
    expect(prompts.current).toBeNull()
  })

  it('stops counting when cancelled (the page was left) and never claims', async () => {
    const { context } = setup()
    const flow = await started(PointsAction.browseNews, context)
    jest.advanceTimersByTime(2000)
    flow.cancel()
    jest.advanceTimersByTime(10_000)
    await flush()
    expect(flow.phase).toBe('closed')
    expect(context.claim).not.toHaveBeenCalled()
  })

  it('does not go on when cancelled while the rules are read', async () => {
    let answer: (left: boolean) => void = () => undefined
    const { context } = setup({ claimsLeft: jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve))) })
    const flow = new RewardFlow(PointsAction.browseNews, context)
    const running = flow.start()
    await flush()
    flow.cancel()
    answer(true)
    await running
    jest.advanceTimersByTime(10_000)
    expect(flow.phase).toBe('closed')
    expect(context.claim).not.toHaveBeenCalled()
  })

  it('records how the prompt resolved, and a run starts only once', async () => {
    const { context, prompts } = setup()
    const flow = await started(PointsAction.meetingSignUp, context)
    await flow.start()
    expect(context.claim).toHaveBeenCalledTimes(1)
    prompts.resolve('confirm')
    await flush()
    expect(flow.outcome).toBe('confirm')
  })

  it('sends the same idempotency key for one run and different keys for two runs', async () => {
    const { context } = setup()
    await started(PointsAction.realName, context)
    await started(PointsAction.realName, context)
    const [first, second] = (context.claim as jest.Mock).mock.calls.map((call: unknown[]) => call[1])
    expect(first).not.toEqual(second)
  })
})
