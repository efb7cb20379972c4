import type {
  DrawResult,
  GiftRequest,
  OwnedCollectible,
  TaskInfo,
  TaskRequest,
  TokenRequest,
} from '@/contract/collectible'
import type { Envelope } from '@/contract/common'
import type { HttpClient } from '../http/types'

/** The collectible service at its own base address; callers read code and msg themselves (seed 000 section 8). */
export function createCollectibleApi(http: HttpClient) {
  const call = <T>(path: string, body: TokenRequest): Promise<Envelope<T>> =>
    http.requestEnvelope<T>(`/${path}`, { method: 'POST', data: body, base: 'collectible', loading: false })

  return {
    taskInfo: (body: TaskRequest) => call<TaskInfo>('getUserTaskInfo', body),
    drawActive: (body: TaskRequest) => call<DrawResult>('drawInitiativeTaskNft', body),
    drawPassive: (body: TaskRequest) => call<DrawResult>('drawPassiveTaskNft', body),
    /** 403 with the seed's message unless the user is a real-name verified adult. */
    myCollectibles: (body: TokenRequest) => call<OwnedCollectible[]>('myCollectibles', body),
    /** 409 when the collectible was itself received as a gift or is not the caller's. */
    gift: (body: GiftRequest) => call<null>('giftCollectible', body),
  }
}

export type CollectibleApi = ReturnType<typeof createCollectibleApi>
