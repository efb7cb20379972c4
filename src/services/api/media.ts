import { media } from '@/contract/media.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Videos, live broadcasts, speakers and the pre-fair docking archive. */
export function createMediaApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    videoCategorySelect: () => call(media.videoCategorySelect),
  }
}
