import { eq } from 'drizzle-orm'
import { users } from './account/schema'
import { giveDemoCollectibles } from './collectible/seed'
import { follows } from './engagement/schema'
import { enterpriseMembers, inquiries } from './enterprise/schema'
import { products } from './enterprise/schema'
import { meetingSignUps, meetingStaff } from './meeting/schema'
import { giveDemoNetwork } from './network/seed'
import type { Database } from './platform/connect'
import { idHasher } from './platform/id-key'
import { imageUrl } from './platform/images'
import { pointsRecords } from './points/schema'
import { giveDemoRegistration } from './registration/seed'

const DEMO_PHONE = '13800138000'

/** Two buyers who asked about the demo account's enterprise's products, so its received enquiries are not empty. */
const DEMO_BUYERS = [
  { nickname: '王磊', phone: '13900000001', quantity: 20, unit: 'set', requirements: '需含安装调试，9月底前交付' },
  {
    nickname: 'Sarah Chen',
    phone: '13900000002',
    quantity: 500,
    unit: 'piece',
    requirements: 'CE certified, FOB Xiamen',
  },
] as const

/** The demo account acts for enterprise 1 and has received an enquiry from each demo buyer. */
async function receiveDemoInquiries(tx: Database, userId: number) {
  const DEMO_ENTERPRISE = 1
  await tx.insert(enterpriseMembers).values({ userId, enterpriseId: DEMO_ENTERPRISE })
  const offered = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.enterpriseId, DEMO_ENTERPRISE))
    .limit(2)
  for (const [index, buyer] of DEMO_BUYERS.entries()) {
    const product = offered[index % offered.length]
    if (!product) return
    const [user] = await tx
      .insert(users)
      .values({ nickname: buyer.nickname, avatar: imageUrl('avatar', index + 2), phone: buyer.phone })
      .returning({ id: users.id })
    await tx.insert(inquiries).values({
      userId: user.id,
      productId: product.id,
      quantity: buyer.quantity,
      unit: buyer.unit,
      requirements: buyer.requirements,
      phone: buyer.phone,
    })
  }
}

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
    // The demo user staffs the door of two main forums, so the sign-in sheet's staff view has someone to show it to.
    await tx.insert(meetingStaff).values([
      { userId: created.id, meetingId: 1 },
      { userId: created.id, meetingId: 10 },
    ])
    await tx.insert(pointsRecords).values([
      { userId: created.id, actionType: 31, point: 5 },
      { userId: created.id, actionType: 33, point: 2 },
      { userId: created.id, actionType: 37, point: 50 },
    ])
    await giveDemoCollectibles(tx, created.id, hashId)
    await giveDemoRegistration(tx, created.id, hashId)
    await receiveDemoInquiries(tx, created.id)
    await giveDemoNetwork(tx, created.id, new Date())
    return created
  })
}
