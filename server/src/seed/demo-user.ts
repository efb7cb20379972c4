import { eq } from 'drizzle-orm'
import { giveDemoCollectibles } from './collectibles'
import { follows, meetingSignUps, pointsRecords, users } from '../db/schema'
import type { Database } from '../platform/connect'
import { idHasher } from '../platform/id-key'
import { imageUrl } from '../platform/images'

const DEMO_PHONE = '13800138000'

/** The local-mode demo account (phone 13800138000); created once with a little history so "mine" is not empty. */
export async function ensureDemoUser(db: Database): Promise<{ id: number }> {
  const hashId = idHasher(db)
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        nickname: '林思远',
        avatar: imageUrl('avatar', 1),
        phone: DEMO_PHONE,
        email: 'demo@cifit.example',
        realNameStatus: 2,
        company: '厦门海联科技有限公司',
        position: '投资总监',
      })
      .onConflictDoNothing({ target: users.phone })
      .returning({ id: users.id })
    if (!created) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_PHONE))
      return existing
    }
    await tx.insert(follows).values([
      { userId: created.id, targetType: 6, targetId: 1 },
      { userId: created.id, targetType: 9, targetId: 2 },
    ])
    await tx.insert(meetingSignUps).values([
      { userId: created.id, meetingId: 1 },
      { userId: created.id, meetingId: 6 },
    ])
    await tx.insert(pointsRecords).values([
      { userId: created.id, actionType: 31, point: 5 },
      { userId: created.id, actionType: 33, point: 2 },
      { userId: created.id, actionType: 37, point: 50 },
    ])
    await giveDemoCollectibles(tx, created.id, hashId)
    return created
  })
}
