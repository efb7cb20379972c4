/** Every collectible call carries the user's token in the body (seed 000 section 7). */
export interface TokenRequest {
  token: string
}

/** The task calls also name the task. */
export interface TaskRequest extends TokenRequest {
  taskId: string
}

export interface TaskInfo {
  remainingTimes: number
  /** Seconds to count down before a draw. */
  taskDuration: number
  /** 1 active (automatic draw); otherwise passive (a bag to open). */
  nftType: number
}

export interface DrawResult {
  isWin: boolean
  nftName: string
  img: string
}

/** One collectible the user holds (the collection view). */
export interface OwnedCollectible {
  id: number
  nftName: string
  img: string
  /** Edition number within its design, e.g. "012/200". */
  serialNo: string
  /** Milliseconds since epoch. */
  acquiredAt: number
  /** Received as a gift: may be shown but never given on (one-level gifting). */
  received: boolean
}

/** Gives one held, never-gifted collectible to the user bound to receiverPhone (a verified adult). */
export interface GiftRequest extends TokenRequest {
  collectibleId: number
  receiverPhone: string
}
