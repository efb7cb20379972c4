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
import { vipPrivileges, vipSlots, vipZones } from './vip.schema'
import { buildVipPrivileges, buildVipSlots, buildVipZones } from './vip.seed'
import { countryMobileCodes } from '../account/phone-codes.schema'
import { buildCountryMobileCodes } from '../account/phone-codes.seed'
import { buildRegionSections } from '../city/region-sections.seed'
import { regionSections } from '../city/schema'
import { fairArticles } from '../content/catalogue.schema'
import { seedIndustryAndPlaces } from '../content/industry.seed'
import type { Database } from '../platform/connect'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * The fair's information, VIP service and commerce data, with the industrial interpretations, the investment map's
 * places and the regional sections. Runs after the identity sequences of the explicitly numbered tables are set,
 * so the rows it adds to them (the guide's chapters) take the next ids.
 */
export async function seedFairInformation(tx: Tx, now: Date) {
  await tx.insert(fairArticles).values(buildGuideBooks(now))
  await tx.insert(fairEditions).values(buildEditions())
  await tx.insert(fairHonours).values(buildHonours())
  await tx.insert(hotels).values(buildHotels())
  await tx.insert(appReleases).values(buildAppReleases())
  await tx.insert(countryMobileCodes).values(buildCountryMobileCodes())
  await tx.insert(vipZones).values(buildVipZones())
  await tx.insert(vipPrivileges).values(buildVipPrivileges())
  await tx.insert(vipSlots).values(buildVipSlots())
  await tx.insert(commerceYears).values(buildCommerceYears())
  await tx.insert(commerceShares).values(buildCommerceShares())
  await tx.insert(commerceReleases).values(buildCommerceReleases())
  await tx.insert(commerceChanges).values(buildCommerceChanges())
  await tx.insert(commerceArticles).values(buildCommerceArticles(now))
  await tx.insert(regionSections).values(buildRegionSections())
  await seedIndustryAndPlaces(tx, now)
}
