import { commerceArticles, commerceChanges, commerceReleases, commerceShares, commerceYears } from './commerce.schema'
import {
  buildCommerceArticles,
  buildCommerceChanges,
  buildCommerceReleases,
  buildCommerceShares,
  buildCommerceYears,
} from './commerce.seed'
import { buildGuideBooks } from './guide-books.seed'
import { appReleases, fairEditions, fairHonours, hotels } from './info.schema'
import { buildAppReleases, buildEditions, buildHonours, buildHotels } from './info.seed'
import { fairArticles } from './schema'
import { vipPrivileges, vipSlots, vipZones } from './vip.schema'
import { buildVipPrivileges, buildVipSlots, buildVipZones } from './vip.seed'
import type { Database } from '../platform/connect'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * The fair's information, VIP service and commerce data. Runs after the identity sequences of the explicitly numbered tables are set,
 * so the rows it adds to them (the guide's chapters) take the next ids.
 */
export async function seedFairInformation(tx: Tx, now: Date) {
  await tx.insert(fairArticles).values(buildGuideBooks(now))
  await tx.insert(fairEditions).values(buildEditions())
  await tx.insert(fairHonours).values(buildHonours())
  await tx.insert(hotels).values(buildHotels())
  await tx.insert(appReleases).values(buildAppReleases())
  await tx.insert(vipZones).values(buildVipZones())
  await tx.insert(vipPrivileges).values(buildVipPrivileges())
  await tx.insert(vipSlots).values(buildVipSlots())
  await tx.insert(commerceYears).values(buildCommerceYears())
  await tx.insert(commerceShares).values(buildCommerceShares())
  await tx.insert(commerceReleases).values(buildCommerceReleases())
  await tx.insert(commerceChanges).values(buildCommerceChanges())
  await tx.insert(commerceArticles).values(buildCommerceArticles(now))
}
