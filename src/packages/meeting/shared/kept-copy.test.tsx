import { Text } from '@tarojs/components'
import type { RequestState } from '@/components/use-endpoint'
import { memoryStorage, type KeyValueStorage } from '@/platform/storage'
import { ApiError } from '@/services/http/errors'
import { keep, keptCopy, useKept } from './kept-copy'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/meeting/mypage-schedule/index')

const answered = <T,>(data: T, receivedAt: number): RequestState<T> => ({
  data,
  status: 'ready',
  error: undefined,
  receivedAt,
  reload: async () => {},
})
const failed = (error: unknown): RequestState<never> => ({
  data: undefined,
  status: 'error',
  error,
  receivedAt: 0,
  reload: async () => {},
})

/** What useKept makes of a state as the page would show it. */
async function keptOf<T extends object>(state: RequestState<T>, storage: KeyValueStorage) {
  const Shown = () => <Text data-testid='kept'>{JSON.stringify(useKept(state, storage, 'k').data ?? null)}</Text>
  document.body.innerHTML = ''
  await page.mount(Shown, page.stores({}), {})
  return JSON.parse(page.text('kept')) as unknown
}

describe('an answer kept on the device', () => {
  it("keeps the server's answer and gives the kept copy when the server cannot be reached", async () => {
    const storage = memoryStorage()
    expect(await keptOf(answered({ a: 1 }, 100), storage)).toEqual({ data: { a: 1 }, savedAt: 100, offline: false })
    expect(storage.get('k')).toEqual({ data: { a: 1 }, savedAt: 100 })
    const offline = await keptOf(failed(new ApiError('network')), storage)
    expect(offline).toEqual({ data: { a: 1 }, savedAt: 100, offline: true })
  })

  it("passes on the server's refusals, and a missing network when nothing was kept", () => {
    const storage = memoryStorage({ k: { data: 1, savedAt: 1 } })
    expect(keptCopy(storage, 'k', new ApiError('server', { code: 401 }))).toBeUndefined()
    expect(keptCopy(memoryStorage(), 'k', new ApiError('network'))).toBeUndefined()
    expect(keptCopy(storage, 'k', new ApiError('timeout'))).toEqual({ data: 1, savedAt: 1, offline: true })
  })

  it('still answers when the storage is full', async () => {
    const storage = {
      ...memoryStorage(),
      set: () => {
        throw new Error('quota')
      },
    }
    expect(() => keep(storage, 'k', 3)).not.toThrow()
    expect(await keptOf(answered({ b: 3 }, 1), storage)).toEqual({ data: { b: 3 }, savedAt: 1, offline: false })
  })
})
