import { memoryStorage } from '@/platform/storage'
import { AppStore } from '@/stores/app-store'
import { fakeApi } from '@/stores/testing/fake-api'
import { startLayout } from './layout'

function resizeTo(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width })
  window.dispatchEvent(new Event('resize'))
}

describe('layout (rem and the wide-screen flag)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('sets rem to a tenth of the width, capped at 540, and follows resizes 300 ms after they stop', () => {
    const app = new AppStore(fakeApi().api, memoryStorage(), memoryStorage())
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 375 })
    startLayout(app)
    expect(document.documentElement.style.fontSize).toBe('37.5px')
    expect(app.wideScreen).toBe(false)

    resizeTo(1280)
    jest.advanceTimersByTime(299)
    expect(document.documentElement.style.fontSize).toBe('37.5px')
    resizeTo(1024)
    jest.advanceTimersByTime(299)
    expect(app.wideScreen).toBe(false)
    jest.advanceTimersByTime(1)
    expect(document.documentElement.style.fontSize).toBe('54px')
    expect(app.wideScreen).toBe(true)

    resizeTo(767)
    jest.advanceTimersByTime(300)
    expect(app.wideScreen).toBe(false)
  })
})
