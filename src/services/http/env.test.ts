import { resolveEnv as resolveH5Env, REQUEST_TIMEOUT_MS } from './env'

// Spelled in pieces: the jest transformer rewrites the literal text `process.env.TARO_ENV` in files under src/.
const TARGET = ['TARO', 'ENV'].join('_')
const TARGET_OVERRIDE = `${TARGET}_JEST`
const ENV_KEYS = [
  'TARO_APP_PROFILE',
  'TARO_APP_API_BASE',
  'TARO_APP_COLLECTIBLE_BASE',
  TARGET,
  TARGET_OVERRIDE,
] as const
const saved: Record<string, string | undefined> = {}

beforeEach(() => {
  for (const key of ENV_KEYS) {
    saved[key] = process.env[key]
    delete process.env[key]
  }
})

afterEach(() => {
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
})

/** env.ts loaded afresh for another build target. */
function envModuleFor(target: 'weapp' | 'h5'): typeof import('./env') {
  process.env[TARGET] = target
  let mod!: typeof import('./env')
  jest.isolateModules(() => {
    mod = require('./env')
  })
  return mod
}

describe('resolveEnv', () => {
  it('times requests out after 15 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15000)
  })

  it('uses the given hosts for the production profile', () => {
    expect(resolveH5Env('production', 'https://api.fair.example', 'https://nft.fair.example')).toEqual({
      profile: 'production',
      bases: { api: 'https://api.fair.example', collectible: 'https://nft.fair.example' },
    })
  })

  it('puts the collectible service under the api host when no collectible host is given', () => {
    expect(resolveH5Env('test', 'https://test.fair.example').bases).toEqual({
      api: 'https://test.fair.example',
      collectible: 'https://test.fair.example/collectible',
    })
  })

  it('falls back to the local profile for a missing or unknown profile name', () => {
    expect(resolveH5Env(undefined, 'https://x.example').profile).toBe('local')
    expect(resolveH5Env('staging', 'https://x.example').profile).toBe('local')
  })

  it('reads profile and hosts from the TARO_APP_* environment variables by default', () => {
    process.env.TARO_APP_PROFILE = 'test'
    process.env.TARO_APP_API_BASE = 'https://env.fair.example'
    process.env.TARO_APP_COLLECTIBLE_BASE = 'https://env-nft.fair.example'
    expect(resolveH5Env()).toEqual({
      profile: 'test',
      bases: { api: 'https://env.fair.example', collectible: 'https://env-nft.fair.example' },
    })
  })

  it("on H5 the local profile uses the page's own origin", () => {
    const { resolveEnv } = envModuleFor('h5')
    expect(resolveEnv('local').bases).toEqual({ api: '', collectible: '/collectible' })
  })

  it('in the mini program the local profile points at the reference server on this machine', () => {
    const { resolveEnv } = envModuleFor('weapp')
    expect(resolveEnv('local').bases).toEqual({
      api: 'http://127.0.0.1:8080',
      collectible: 'http://127.0.0.1:8080/collectible',
    })
  })
})
