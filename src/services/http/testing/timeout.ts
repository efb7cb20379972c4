import { ApiError } from '../errors'
import type { HttpClient } from '../types'

/**
 * Under fake timers: a call still pending after 14.999 s with its loading indicator shown, then at 15 s rejected
 * with kind 'timeout' and the indicator hidden once.
 */
export async function expectTimeoutAt15s(http: HttpClient, loading: { hide: jest.Mock }) {
  const settled = jest.fn()
  const call = http.request('/slow').catch((e: unknown) => {
    settled()
    return e
  })
  await jest.advanceTimersByTimeAsync(14999)
  expect(settled).not.toHaveBeenCalled()
  expect(loading.hide).not.toHaveBeenCalled()
  await jest.advanceTimersByTimeAsync(1)
  const error = await call
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).kind).toBe('timeout')
  expect(loading.hide).toHaveBeenCalledTimes(1)
}
