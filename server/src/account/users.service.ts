import { eq, sum } from 'drizzle-orm'
import type { SessionUser } from './sessions'
import type { MineInfo, UserProfile } from '../../../src/contract/account'
import { maskPhone } from '../../../src/contract/mask'
import { collects, follows } from '../engagement/schema'
import { meetingSignUps } from '../meeting/schema'
import type { Database } from '../platform/connect'
import { pointsRecords } from '../points/schema'

export function toProfile(user: SessionUser): UserProfile {
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    phone: maskPhone(user.phone),
    email: user.email,
    realNameStatus: user.realNameStatus,
    company: user.company,
    position: user.position,
  }
}

/** The "mine" page counters, counted from the user's own rows. */
export async function getMineInfo(db: Database, userId: number): Promise<MineInfo> {
  const [collectCount, followCount, signUpCount, [points]] = await Promise.all([
    db.$count(collects, eq(collects.userId, userId)),
    db.$count(follows, eq(follows.userId, userId)),
    db.$count(meetingSignUps, eq(meetingSignUps.userId, userId)),
    db
      .select({ total: sum(pointsRecords.point).mapWith(Number) })
      .from(pointsRecords)
      .where(eq(pointsRecords.userId, userId)),
  ])
  return { collectCount, followCount, signUpCount, points: points?.total ?? 0 }
}
