import type {
  DrawResult,
  GiftRequest,
  OwnedCollectible,
  TaskInfo,
  TaskRequest,
  TokenRequest,
} from '@/contract/collectible'
import { collectibles } from '@/contract/collectible.endpoints'
import type { Envelope } from '@/contract/common'
import type { Transfer } from '@/contract/endpoint'
import type { HttpClient } from '../http/types'

/** The collectible service at its own base address; callers read code and msg themselves (seed 000 section 8). */
export function createCollectibleApi(http: HttpClient) {
  // The collectible base is the service's own address, so a call takes only its path.
  const call = <T>({ path }: Transfer, body: TokenRequest): Promise<Envelope<T>> =>
    http.requestEnvelope<T>(`/${path}`, { method: 'POST', data: body, base: 'collectible', loading: false })

  return {
    taskInfo: (body: TaskRequest) => call<TaskInfo>(collectibles.taskInfo, body),
    drawActive: (body: TaskRequest) => call<DrawResult>(collectibles.drawActive, body),
    drawPassive: (body: TaskRequest) => call<DrawResult>(collectibles.drawPassive, body),
    myCollectibles: (body: TokenRequest) => call<OwnedCollectible[]>(collectibles.owned, body),
    gift: (body: GiftRequest) => call<null>(collectibles.gift, body),
  }
}

export type CollectibleApi = ReturnType<typeof createCollectibleApi>
