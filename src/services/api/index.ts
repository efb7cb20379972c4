import { createAccountApi } from './account'
import { createCollectibleApi } from './collectible'
import { createCommonApi } from './common-client'
import { createMerchantsApi } from './merchants-client'
import { createUserCentralApi } from './user-central'
import type { HttpClient } from '../http/types'

/** Every backend service, built on one transport. */
export function createApi(http: HttpClient) {
  return {
    user: createUserCentralApi(http),
    account: createAccountApi(http),
    merchants: createMerchantsApi(http),
    common: createCommonApi(http),
    collectible: createCollectibleApi(http),
  }
}

export type Api = ReturnType<typeof createApi>
