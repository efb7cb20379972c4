import { webcrypto } from 'node:crypto'
import { TextEncoder } from 'node:util'
import { answerKey } from './caches'

// The worker's globals that jsdom lacks.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true })
Object.assign(globalThis, { TextEncoder })

/** A read the app sends, with the headers it sets. */
const read = (headers: Record<string, string>) =>
  ({
    url: 'https://fair.example/user-central/mine/getMineInfo?pageNum=1',
    headers: { get: (name: string) => headers[name] ?? null },
  }) as unknown as Request

describe('the key a saved answer is kept under', () => {
  it('names the address, the language and the session, so a copy serves only the reader it was asked for', async () => {
    const zh = await answerKey(read({ lang: 'zh', accesstoken: 'token-a' }))
    expect(zh).toMatch(/^https:\/\/fair\.example\/user-central\/mine\/getMineInfo\?pageNum=1&/)
    expect(await answerKey(read({ lang: 'zh', accesstoken: 'token-a' }))).toBe(zh)
    expect(await answerKey(read({ lang: 'en', accesstoken: 'token-a' }))).not.toBe(zh)
    expect(await answerKey(read({ lang: 'zh', accesstoken: 'token-b' }))).not.toBe(zh)
    expect(await answerKey(read({ lang: 'zh' }))).not.toBe(zh)
  })

  it('never holds the token itself', async () => {
    const key = await answerKey(read({ lang: 'zh', accesstoken: 'secret-token-value' }))
    expect(key).not.toContain('secret-token-value')
  })
})
