import { RESIZE_DEBOUNCE_MS, debounce } from './debounce'

describe('debounce', () => {
  beforeEach(() => {
    jest.useFakeTimers()
  })

  afterEach(() => {
    jest.useRealTimers()
  })

  it('waits 300 ms for resize events', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(300)
  })

  it('calls once after the quiet period with the last arguments', () => {
    const fn = jest.fn()
    const debounced = debounce(fn, RESIZE_DEBOUNCE_MS)
    debounced(1)
    jest.advanceTimersByTime(200)
    debounced(2)
    jest.advanceTimersByTime(200)
    debounced(3)
    jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(3)
  })

  it('can fire again after a call has gone through', () => {
    const fn = jest.fn()
    const debounced = debounce(fn, 100)
    debounced('a')
    jest.advanceTimersByTime(100)
    debounced('b')
    jest.advanceTimersByTime(100)
    expect(fn.mock.calls).toEqual([['a'], ['b']])
  })

  it('cancel drops the pending call', () => {
    const fn = jest.fn()
    const debounced = debounce(fn, 100)
    debounced()
    debounced.cancel()
    jest.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
    debounced()
    jest.advanceTimersByTime(100)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('cancel is harmless when nothing is pending', () => {
    const fn = jest.fn()
    const debounced = debounce(fn, 100)
    expect(() => debounced.cancel()).not.toThrow()
  })
})
