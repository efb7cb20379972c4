import type { UserProfile } from '@/contract/account'
import type { BaseConfig } from '@/contract/fair'
import type { FinishedEvent, PointsRule } from '@/contract/points'
import { createApi, type Api } from '@/services/api'
import type { HttpClient } from '@/services/http/types'

const unused = () => Promise.reject(new Error('not faked'))
/** The domains that have a call of each name: a few names (follow) are in more than one. */
const DOMAINS_OF = new Map<string, string[]>()
for (const [domain, calls] of Object.entries(createApi({ request: unused, requestEnvelope: unused } as HttpClient)))
  for (const call of Object.keys(calls)) DOMAINS_OF.set(call, [...(DOMAINS_OF.get(call) ?? []), domain])

/**
 * An Api of the given fake calls, each put under its domain (under each of them, for a name several domains use), so
 * a test names calls without knowing their domain.
 */
export function apiOf(calls: Record<string, unknown>): Api {
  const api: Record<string, Record<string, unknown>> = {}
  for (const [call, fake] of Object.entries(calls)) {
    const domains = DOMAINS_OF.get(call)
    if (!domains) throw new Error(`no api call is named ${call}`)
    for (const domain of domains) (api[domain] ??= {})[call] = fake
  }
  return api as unknown as Api
}

/**
 * A fake Api for store tests: only the calls the stores make, each a jest.fn that resolves
 * with a harmless default. Tests override the one they care about with mockResolvedValue and friends.
 */
export function fakeApi() {
  const calls = {
    userInfo: jest.fn<Promise<UserProfile | null>, []>().mockResolvedValue(null),
    logout: jest.fn<Promise<null>, []>().mockResolvedValue(null),
    pointsRules: jest.fn<Promise<PointsRule[]>, []>().mockResolvedValue([]),
    pointsFinishedEvents: jest.fn<Promise<FinishedEvent[]>, []>().mockResolvedValue([]),
    baseConfig: jest.fn<Promise<BaseConfig>, []>().mockResolvedValue(baseConfig()),
  }
  return { api: apiOf(calls), calls, ...calls }
}

export function baseConfig(overrides: Partial<BaseConfig> = {}): BaseConfig {
  return {
    pointsMallSwitch: false,
    collectibleTasks: { home: '', live: '' },
    fairName: 'CIFIT',
    edition: 25,
    startDate: '2025-09-08',
    endDate: '2025-09-11',
    servicePhone: '0592-0000000',
    ...overrides,
  }
}

export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    nickname: 'Alice',
    avatar: '',
    phone: '13800000000',
    email: 'alice@example.com',
    realNameStatus: 0,
    company: 'ACME',
    position: 'CEO',
    ...overrides,
  }
}

export { deferred } from '../../../tests/unit/deferred'
