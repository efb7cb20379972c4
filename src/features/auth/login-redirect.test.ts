import type { Surface } from '@/platform/environment'
import { createLoginRedirect, HISTORY_RESET_MS, LOGIN_GUARD_MS, miniProgramLoginOpening } from './login-redirect'

function setup(surface: Surface) {
  const openers = { miniProgram: jest.fn(), nativeApp: jest.fn(), browser: jest.fn(), resetHistory: jest.fn() }
  const open = createLoginRedirect({
    surface: () => surface,
    currentUrl: () => '/projectDetail?id=3',
    openers,
    schedule: (fn, ms) => setTimeout(fn, ms),
  })
  return { open, openers }
}

describe('login redirect on code 30000', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('opens the mini program login with the current URL and resets history after 1.5 s', () => {
    const { open, openers } = setup('weapp')
    open()
    expect(openers.miniProgram).toHaveBeenCalledWith('/projectDetail?id=3')
    jest.advanceTimersByTime(HISTORY_RESET_MS - 1)
    expect(openers.resetHistory).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(openers.resetHistory).toHaveBeenCalledTimes(1)
  })

  it('uses the mini program login from an H5 page inside a mini program web-view', () => {
    const { open, openers } = setup('miniprogram-webview')
    open()
    expect(openers.miniProgram).toHaveBeenCalledTimes(1)
    expect(openers.browser).not.toHaveBeenCalled()
  })

  it.each<Surface>(['android-app', 'ios-app'])('uses the native SMS login in the %s webview', (surface) => {
    const { open, openers } = setup(surface)
    open()
    expect(openers.nativeApp).toHaveBeenCalledWith('/projectDetail?id=3')
    jest.advanceTimersByTime(HISTORY_RESET_MS)
    expect(openers.resetHistory).not.toHaveBeenCalled()
  })

  it.each<Surface>(['browser', 'wechat-browser'])('opens our login page in a %s', (surface) => {
    const { open, openers } = setup(surface)
    open()
    expect(openers.browser).toHaveBeenCalledTimes(1)
  })

  it('ignores repeats for 2 s, then opens again', () => {
    const { open, openers } = setup('browser')
    open()
    open()
    jest.advanceTimersByTime(LOGIN_GUARD_MS - 1)
    open()
    expect(openers.browser).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    open()
    expect(openers.browser).toHaveBeenCalledTimes(2)
  })
})

describe('the mini program login page', () => {
  it('takes the place of the page that asked, so leaving it returns to the page before', () => {
    expect(miniProgramLoginOpening(3, false)).toBe('redirectTo')
  })

  it('opens over a tab page or the only page, which stay', () => {
    expect(miniProgramLoginOpening(2, true)).toBe('navigateTo')
    expect(miniProgramLoginOpening(1, false)).toBe('navigateTo')
  })
})
