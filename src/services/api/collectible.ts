import type { HttpClient } from '../http/types'
import type { Envelope } from './common.dto'
import type { DrawResult, TaskInfo, TaskRequest } from './collectible.dto'

/** The collectible service at its own base address; callers read code and msg themselves (seed 000 section 8). */
export function createCollectibleApi(http: HttpClient) {
  const call = <T>(path: string, body: TaskRequest): Promise<Envelope<T>> =>
    http.requestEnvelope<T>(`/${path}`, { method: 'POST', data: body, base: 'collectible', loading: false })

  return {
    taskInfo: (body: TaskRequest) => call<TaskInfo>('getUserTaskInfo', body),
    drawActive: (body: TaskRequest) => call<DrawResult>('drawInitiativeTaskNft', body),
    drawPassive: (body: TaskRequest) => call<DrawResult>('drawPassiveTaskNft', body),
  }
}

export type CollectibleApi = ReturnType<typeof createCollectibleApi>
