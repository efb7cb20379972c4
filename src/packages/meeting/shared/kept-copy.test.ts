import { memoryStorage } from '@/platform/storage'
import { ApiError } from '@/services/http/errors'
import { keptCall } from './kept-copy'

describe('keptCall', () => {
  it("keeps the server's answer and gives the kept copy when the server cannot be reached", async () => {
    const storage = memoryStorage()
    expect(
      await keptCall(
        storage,
        'k',
        () => Promise.resolve({ a: 1 }),
        () => 100,
      ),
    ).toEqual({
      data: { a: 1 },
      savedAt: 100,
      offline: false,
    })
    const offline = await keptCall(
      storage,
      'k',
      () => Promise.reject(new ApiError('network')),
      () => 200,
    )
    expect(offline).toEqual({ data: { a: 1 }, savedAt: 100, offline: true })
  })

  it("passes on the server's refusals, and a missing network when nothing was kept", async () => {
    const storage = memoryStorage({ k: { data: 1, savedAt: 1 } })
    const refused = new ApiError('server', { code: 401 })
    await expect(keptCall(storage, 'k', () => Promise.reject(refused))).rejects.toBe(refused)
    const offline = new ApiError('network')
    await expect(keptCall(memoryStorage(), 'k', () => Promise.reject(offline))).rejects.toBe(offline)
  })

  it('still answers when the storage is full', async () => {
    const storage = {
      ...memoryStorage(),
      set: () => {
        throw new Error('quota')
      },
    }
    expect((await keptCall(storage, 'k', () => Promise.resolve(3))).data).toBe(3)
  })
})
