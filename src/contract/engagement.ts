export interface Tag {
  id: number
  name: string
}

export interface ContentRef {
  contentId: number | string
  type: number
}

export interface CollectState {
  collected: boolean
}

/** Whether the signed-in user likes an item (false when signed out) and how many people do. */
export interface LikeState {
  agreed: boolean
  count: number
}

export interface ContentKey {
  contentId: number
  contentType: number
}

/** A tracking event (seed 000 section 7: contentId, paramId, paramName, eventName). */
export interface EventPoint {
  contentId?: string
  paramId?: string
  paramName?: string
  eventName: string
}
