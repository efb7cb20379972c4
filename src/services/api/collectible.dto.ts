/** Every collectible call carries the task id and the user's token. */
export interface TaskRequest {
  taskId: string
  token: string
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
