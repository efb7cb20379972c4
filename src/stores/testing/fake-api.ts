import type { UserProfile } from '@/contract/account'
import type { Endpoint } from '@/contract/endpoint'
import type { BaseConfig } from '@/contract/fair'
import type { FinishedEvent, PointsRule } from '@/contract/points'
import { createApi, type Api } from '@/services/api'
import type { HttpClient } from '@/services/http/types'

const unused = () => Promise.reject(new Error('not faked'))
const DOMAIN_OF: Record<string, string> = {}
for (const [domain, calls] of Object.entries(createApi({ request: unused, requestEnvelope: unused } as HttpClient)))
  for (const call of Object.keys(calls)) {
    // A fake names a call without its domain, so two domains may not share a call's name.
    if (DOMAIN_OF[call]) throw new Error(`api call ${call} is in both ${DOMAIN_OF[call]} and ${domain}`)
    DOMAIN_OF[call] = domain
  }

/** An Api of the given fake calls, each put under its domain, so a test names calls without knowing their domain. */
export function apiOf(calls: Record<string, unknown>): Api {
  const api: Record<string, unknown> = {}
  for (const [call, fake] of Object.entries(calls)) {
    // Endpoints of the contract called as they are (page data): one fake answering by endpoint, see answering().
    if (call === 'call') {
      api.call = fake
      continue
    }
    const domain = DOMAIN_OF[call]
    if (!domain) throw new Error(`no api call is named ${call}`)
    ;((api[domain] ??= {}) as Record<string, unknown>)[call] = fake
  }
  return api as unknown as Api
}

/** One endpoint's fake answer to a request; see answering(). */
export type EndpointAnswer = readonly [Endpoint<unknown, unknown>, (request: never) => unknown]

/** How a fake answers an endpoint: from the request it is given (a rejection fails the call). */
export const answer = <Request, Response>(
  endpoint: Endpoint<Request, Response>,
  reply: (request: Request) => Response | Promise<Response>,
): EndpointAnswer => [endpoint as Endpoint<unknown, unknown>, reply as (request: never) => unknown]

/** What a fake `api.call` throws for an endpoint it was not given an answer for. */
export class NotFaked extends Error {}

/** A fake `api.call` answering the given endpoints, each by its fake; any other endpoint fails as not faked. */
export function answering(...answers: EndpointAnswer[]) {
  const replies = new Map(answers)
  return jest.fn(async (endpoint: Endpoint<unknown, unknown>, request?: never) => {
    const reply = replies.get(endpoint)
    if (!reply) throw new NotFaked(`not faked: ${endpoint.method} ${endpoint.path}`)
    return reply(request as never)
  })
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
