import { count, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { buildCountryMobileCodes } from './account/phone-codes.seed'
import { seedAccount } from './account/seed'
import { buildRegionSections } from './city/region-sections.seed'
import { CITY_TABLES_WITH_IDS, seedCity } from './city/seed'
import { seedCollectibleGiver, seedCollectibles } from './collectible/seed'
import { seedCatalogue } from './content/catalogue-content.seed'
import { seedIndustryAndPlaces } from './content/industry.seed'
import { buildPolicies, buildSpeakers, buildVideos } from './content/library.seed'
import { buildNews } from './content/news.seed'
import { buildParks } from './content/parks.seed'
import { buildProjects } from './content/projects.seed'
import { buildPushTimeRanges } from './content/push-times.seed'
import { contentTags, tags } from './engagement/schema'
import { buildContentTags, buildTags } from './engagement/seed'
import { linkProjectsToEnterprises } from './enterprise/seed'
import { buildAllEnterprises, buildProducts } from './exhibition/exhibitors.seed'
import { exhibitionAreas } from './exhibition/schema'
import { buildExhibitionAreas, buildBooths, buildExhibitions, seedExhibits } from './exhibition/seed'
import { seedFairInformation } from './fair/information.seed'
import { buildCommonModules, buildFairConfig } from './fair/seed'
import { contentAppendixes, fileCategories, fileDocuments } from './files/schema'
import { buildContentAppendixes, buildFileCategories, buildFileDocuments } from './files/seed'
import { MEDIA_TABLES_WITH_IDS, seedMedia, seedVideoCategories } from './media/seed'
import { buildMeetings, seedProgramme } from './meeting/seed'
import { serviceTopics } from './network/chat.schema'
import { meetingPoints } from './network/match.schema'
import { buildMeetingPoints, buildServiceTopics, seedPeople } from './network/seed'
import type { Database } from './platform/connect'
import { optionalIdHasher } from './platform/id-key'
import { runModeOf } from './platform/mode'
import { buildOptions } from './platform/options.seed'
import { createRandom } from './platform/random'
import { pointsLevels, pointsMemberBenefits } from './points/schema'
import { buildPointsLevels, buildPointsMemberBenefits, buildPointsRules } from './points/seed'
import { seedRegistrations } from './registration/seed'
import { buildSearchRanks } from './search/seed'
import * as schema from './tables'
import { ContentType } from '../../src/contract/common.codes'

// Held for the seeding transaction, so app servers starting together seed once.
const SEED_LOCK = 25_0911
const SEED = 20260908

/** Tables whose ids the seed sets explicitly; their identity sequences are moved past the seeded rows. */
const SEEDED_WITH_IDS = [
  'options',
  'push_time_ranges',
  'projects',
  'parks',
  'news',
  'meetings',
  'booth_activities',
  'enterprises',
  'products',
  'policies',
  'speakers',
  'videos',
  'exhibitions',
  'booths',
  'exhibition_areas',
  'common_modules',
  'search_ranks',
  'project_groups',
  'fair_articles',
  'tags',
  'file_categories',
  'file_documents',
  'user_profiles',
  'circle_posts',
  'points_member_benefits',
  'collectible_designs',
] as const

/**
 * Loads the demo content when the database has none; returns whether it did. Same content on every run. People (the
 * demo user, the people of the network, verified identities) are seeded in local mode only.
 */
export async function seedIfEmpty(db: Database, now = new Date(), mode = runModeOf(process.env)): Promise<boolean> {
  // Without an ID key (production without ID_HASH_KEY) the seeded identities keep no hash.
  const hashId = optionalIdHasher(db) ?? (() => '')
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    const [{ n }] = await tx.select({ n: count() }).from(schema.fairConfig)
    if (n > 0) return false

    const rng = createRandom(SEED)
    await tx.insert(schema.options).values(buildOptions())
    await tx.insert(schema.pushTimeRanges).values(buildPushTimeRanges())
    await seedCity(tx, now, SEED + 25)
    await tx.insert(schema.projects).values(buildProjects(rng, now))
    await tx.insert(schema.parks).values(buildParks(rng, now))
    await tx.insert(schema.news).values(buildNews(rng, now))
    await tx.insert(schema.meetings).values(buildMeetings(now))
    await tx.insert(schema.enterprises).values(buildAllEnterprises())
    await linkProjectsToEnterprises(tx)
    await tx.insert(schema.products).values(buildProducts(rng))
    await tx.insert(schema.exhibitions).values(buildExhibitions())
    await tx.insert(exhibitionAreas).values(buildExhibitionAreas())
    await tx.insert(schema.booths).values(buildBooths(rng))
    await seedExhibits(tx)
    await tx.insert(schema.policies).values(buildPolicies(rng, now))
    await tx.insert(schema.speakers).values(buildSpeakers())
    await seedVideoCategories(tx)
    await tx.insert(schema.videos).values(buildVideos(rng, now))
    await seedMedia(tx, now, SEED + 15)
    await seedProgramme(tx)
    await tx.insert(schema.commonModules).values(buildCommonModules())
    await tx.insert(schema.pointsRules).values(buildPointsRules())
    await tx.insert(pointsLevels).values(buildPointsLevels())
    await tx.insert(pointsMemberBenefits).values(buildPointsMemberBenefits())
    await tx.insert(schema.searchRanks).values(buildSearchRanks())
    await tx.insert(meetingPoints).values(buildMeetingPoints())
    await tx.insert(serviceTopics).values(buildServiceTopics())
    await seedTags(tx)
    await seedCatalogue(tx, now)
    // The phone identities stand in for a carrier's check, and nobody is verified in production but by review.
    if (mode === 'local') {
      await seedAccount(tx, hashId)
      await seedRegistrations(tx, hashId)
      await seedPeople(tx, now)
      await seedCollectibleGiver(tx, now, hashId)
    }
    await seedCollectibles(tx)
    await tx.insert(fileCategories).values(buildFileCategories())
    await tx.insert(fileDocuments).values(buildFileDocuments(now))
    await tx.insert(contentAppendixes).values(buildContentAppendixes())
    for (const table of [...SEEDED_WITH_IDS, ...CITY_TABLES_WITH_IDS, ...MEDIA_TABLES_WITH_IDS]) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      )
    }
    await seedFairInformation(tx, now)
    await tx.insert(schema.countryMobileCodes).values(buildCountryMobileCodes())
    await tx.insert(schema.regionSections).values(buildRegionSections())
    await seedIndustryAndPlaces(tx, now)
    // The config row is what marks a database as seeded (the check above).
    await tx.insert(schema.fairConfig).values(buildFairConfig())
    return true
  })
}

/** Tags for the kinds that have their own tables; a separate random stream keeps other content unchanged. */
async function seedTags(tx: Parameters<Parameters<Database['transaction']>[0]>[0]) {
  const ids = async (table: PgTable) =>
    (
      await tx
        .select({ id: sql<number>`id` })
        .from(table)
        .orderBy(sql`id`)
    ).map((row) => row.id)
  await tx.insert(tags).values(buildTags())
  const policyIds = await ids(schema.policies)
  const videoIds = await ids(schema.videos)
  const rows = buildContentTags(createRandom(SEED + 1), {
    [ContentType.project]: await ids(schema.projects),
    [ContentType.article]: policyIds,
    [ContentType.policy]: policyIds,
    [ContentType.booth]: await ids(schema.booths),
    [ContentType.park]: await ids(schema.parks),
    [ContentType.news]: await ids(schema.news),
    [ContentType.product]: await ids(schema.products),
    [ContentType.vipVideo]: videoIds,
    [ContentType.forumVideo]: videoIds,
    [ContentType.meeting]: await ids(schema.meetings),
  })
  // Inserted in chunks: one statement has a parameter limit.
  for (let i = 0; i < rows.length; i += 500) await tx.insert(contentTags).values(rows.slice(i, i + 500))
}
