import { NATIVE_TOKEN_CALLBACK, NATIVE_TOKEN_WAIT_MS, requestNativeToken } from './native-bridge'

const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 FairApp/3.2'

type Shell = { webkit?: { messageHandlers: { FairNative: { postMessage: jest.Mock } } } } & Record<string, unknown>

describe('requestNativeToken', () => {
  const w = window as unknown as Shell
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    delete w.webkit
  })

  it('answers "" at once outside the iOS app', async () => {
    await expect(requestNativeToken()).resolves.toBe('')
  })

  it('asks the iOS shell and resolves with the token it calls back with', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_APP)
    const postMessage = jest.fn((message: { payload: { callback: string } }) => {
      ;(w[message.payload.callback] as (token: string) => void)(' saved-token ')
    })
    w.webkit = { messageHandlers: { FairNative: { postMessage } } }
    await expect(requestNativeToken()).resolves.toBe('saved-token')
    expect(postMessage).toHaveBeenCalledWith({ action: 'savedToken', payload: { callback: NATIVE_TOKEN_CALLBACK } })
    expect(w[NATIVE_TOKEN_CALLBACK]).toBeUndefined()
  })

  it('gives up with "" when the shell does not answer in time', async () => {
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_APP)
    w.webkit = { messageHandlers: { FairNative: { postMessage: jest.fn() } } }
    const answer = requestNativeToken()
    jest.advanceTimersByTime(NATIVE_TOKEN_WAIT_MS)
    await expect(answer).resolves.toBe('')
  })
})
