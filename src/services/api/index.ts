import { createAccountApi } from './account'
import { createCityApi } from './city'
import { createCollectibleApi } from './collectible'
import { createContentApi } from './content'
import { createEngagementApi } from './engagement'
import { createEnterpriseApi } from './enterprise'
import { createExhibitionApi } from './exhibition'
import { createFairApi } from './fair'
import { createFilesApi } from './files'
import { createMediaApi } from './media'
import { createMeetingApi } from './meeting'
import { createNetworkApi } from './network'
import { createPointsApi } from './points'
import { createRegistrationApi } from './registration'
import { createSearchApi } from './search'
import { endpointCaller } from './service'
import { createShareApi } from './share'
import type { HttpClient } from '../http/types'

/** Every domain's calls, built on one transport; `api.<domain>.<call>`, and any endpoint of the contract by `api.call`. */
export function createApi(http: HttpClient) {
  return {
    call: endpointCaller(http),
    account: createAccountApi(http),
    city: createCityApi(http),
    collectible: createCollectibleApi(http),
    content: createContentApi(http),
    engagement: createEngagementApi(http),
    enterprise: createEnterpriseApi(http),
    exhibition: createExhibitionApi(http),
    fair: createFairApi(http),
    files: createFilesApi(http),
    media: createMediaApi(http),
    meeting: createMeetingApi(http),
    network: createNetworkApi(http),
    points: createPointsApi(http),
    registration: createRegistrationApi(http),
    search: createSearchApi(http),
    share: createShareApi(http),
  }
}

export type Api = ReturnType<typeof createApi>
