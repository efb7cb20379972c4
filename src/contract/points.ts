export interface PointsRule {
  actionType: number
  /** 0 means active; the client keeps only those. */
  status: number
  frequency: number
  point: number
  name: string
}

export interface FinishedEvent {
  type: number
  total: number
}

export interface PointsLevel {
  level: number
  name: string
  minPoints: number
}

export interface PointsInfo {
  balance: number
  level: number
}

export interface PointsDetail {
  id: number
  actionType: number
  point: number
  reason: string
  createTime: number
}

/** Answer of userPoints/add (the same for a repeated idempotency key); 400 unknown or inactive rule, 409 frequency used up. */
export interface PointsAddResult {
  point: number
  reason: string
  balance: number
}

export interface MemberConfig {
  benefits: string[]
}
