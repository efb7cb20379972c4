import { eq, sql } from 'drizzle-orm'
import { collectibleDesigns, collectibleDraws, collectibleTasks, ownedCollectibles } from './schema'
import { NftType } from './service'
import { maskIdNumber } from '../../../src/contract/mask'
import { realNameSubmissions } from '../account'
import { users } from '../account'
import { adultFromOf } from '../account'
import type { Database } from '../platform/connect'
import { fairDate } from '../platform/fair-clock'
import type { IdHasher } from '../platform/id-key'
import { imageUrl } from '../platform/images'
import { bilingualColumns, DAY_MS, t, type Text } from '../platform/text'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export const HOME_TASK = 'cifit-home-bag'
export const LIVE_TASK = 'cifit-live-watch'
const SUPPLY = 200

/** The collector who gave the demo user a collectible; a verified adult, so gifts can go back to them. */
export const GIVER = { phone: '13600136000', nickname: '周雅琳', realName: '周雅琳', idNumber: '350206198806181526' }

/** The passive bag on the home page and the active draw while watching a live meeting. */
export function buildCollectibleTasks(): (typeof collectibleTasks.$inferInsert)[] {
  return [
    { id: HOME_TASK, placement: 'home', nftType: NftType.passive, taskDuration: 10, timesPerUser: 3, winRate: 600 },
    { id: LIVE_TASK, placement: 'live', nftType: NftType.active, taskDuration: 60, timesPerUser: 1, winRate: 800 },
  ]
}

/** Four designs of 200 editions each, two per task; images are generated placeholders /static/img/collectible-<n>.svg. */
export function buildCollectibleDesigns(): (typeof collectibleDesigns.$inferInsert)[] {
  const designs: [Text, string][] = [
    [t('鹭岛金钥匙', 'Egret Island Golden Key'), HOME_TASK],
    [t('双子塔夜色', 'Twin Towers by Night'), HOME_TASK],
    [t('丝路驼铃', 'Silk Road Camel Bell'), LIVE_TASK],
    [t('投洽会会徽', 'CIFIT Emblem'), LIVE_TASK],
  ]
  return designs.map(([name, taskId], i) => ({
    id: i + 1,
    taskId,
    ...bilingualColumns({ name }),
    img: imageUrl('collectible', i + 1),
    supply: SUPPLY,
  }))
}

/** The seeded tasks and designs. */
export async function seedCollectibles(tx: Tx): Promise<void> {
  await tx.insert(collectibleTasks).values(buildCollectibleTasks())
  await tx.insert(collectibleDesigns).values(buildCollectibleDesigns())
}

/** The giver of the demo user's collectible: a verified adult, so a person of the local demo only. */
export async function seedCollectibleGiver(tx: Tx, now: Date, hashId: IdHasher): Promise<void> {
  const [giver] = await tx
    .insert(users)
    .values({
      nickname: GIVER.nickname,
      avatar: imageUrl('avatar', 2),
      phone: GIVER.phone,
      realNameStatus: 2,
      company: '厦门文旅集团',
      position: '品牌经理',
    })
    .returning({ id: users.id })
  await tx.insert(realNameSubmissions).values(approvedIdCard(giver.id, GIVER, '厦门文旅集团', now, hashId))
}

function approvedIdCard(
  userId: number,
  person: { realName: string; idNumber: string },
  company: string,
  now: Date,
  hashId: IdHasher,
) {
  const submittedAt = new Date(now.getTime() - 30 * DAY_MS)
  return {
    userId,
    method: 'idCard',
    realName: person.realName,
    idNumberMasked: maskIdNumber(person.idNumber),
    idNumberHmac: hashId(person.idNumber),
    adultFrom: adultFromOf(person.idNumber, fairDate(submittedAt)),
    company,
    material: '',
    status: 2,
    submittedAt,
    reviewedAt: new Date(now.getTime() - 29 * DAY_MS),
  }
}

/** Takes one edition of a design with the draw that won it (by `winnerId`); returns its serial number. */
async function issue(tx: Tx, designId: number, winnerId: number, drawnAt: Date) {
  const [design] = await tx
    .update(collectibleDesigns)
    .set({ issued: sql`${collectibleDesigns.issued} + 1` })
    .where(eq(collectibleDesigns.id, designId))
    .returning()
  await tx.insert(collectibleDraws).values({ userId: winnerId, taskId: design.taskId, designId, drawnAt })
  return design.issued
}

/**
 * The demo user's verified adult identity and collection: one Egret Island Golden Key won on the home task and one
 * Silk Road Camel Bell received from the giver. Skipped (but the identity kept) when the collectibles are not seeded.
 */
export async function giveDemoCollectibles(tx: Tx, demoId: number, hashId: IdHasher, now = new Date()): Promise<void> {
  const demo = { realName: '林思远', idNumber: '35020319900101123X' }
  await tx
    .insert(realNameSubmissions)
    .values(approvedIdCard(demoId, demo, '厦门海联科技有限公司', now, hashId))
    .onConflictDoNothing({ target: realNameSubmissions.userId })
  const [giver] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, GIVER.phone))
  if (!giver || (await tx.$count(collectibleDesigns)) === 0) return
  const wonAt = new Date(now.getTime() - 3 * DAY_MS)
  await tx
    .insert(ownedCollectibles)
    .values({ designId: 1, serialNo: await issue(tx, 1, demoId, wonAt), ownerId: demoId, acquiredAt: wonAt })
  const givenAt = new Date(now.getTime() - DAY_MS)
  const serialNo = await issue(tx, 3, giver.id, new Date(givenAt.getTime() - DAY_MS))
  await tx
    .insert(ownedCollectibles)
    .values({ designId: 3, serialNo, ownerId: demoId, received: true, giverId: giver.id, acquiredAt: givenAt })
}
