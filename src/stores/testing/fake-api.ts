import type { UserProfile } from '@/contract/account'
import type { BaseConfig } from '@/contract/fair'
import type { FinishedEvent, PointsRule } from '@/contract/points'
import type { Api } from '@/services/api'

/**
 * A fake Api for store tests: only the calls the stores make, each a jest.fn that resolves
 * with a harmless default. Tests override the one they care about with mockResolvedValue and friends.
 */
export function fakeApi() {
  const user = {
    userInfo: jest.fn<Promise<UserProfile | null>, []>().mockResolvedValue(null),
    logout: jest.fn<Promise<null>, []>().mockResolvedValue(null),
    pointsRules: jest.fn<Promise<PointsRule[]>, []>().mockResolvedValue([]),
    pointsFinishedEvents: jest.fn<Promise<FinishedEvent[]>, []>().mockResolvedValue([]),
  }
  const common = {
    baseConfig: jest.fn<Promise<BaseConfig>, []>().mockResolvedValue(baseConfig()),
  }
  const fakes = { user, common }
  return { api: fakes as unknown as Api, ...fakes }
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
