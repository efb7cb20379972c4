import { count, sql } from 'drizzle-orm'
import type { Database } from '../db/connect'
import * as schema from '../db/schema'
import { buildOptions, buildPushTimeRanges } from './catalogue'
import { buildBooths, buildEnterprises, buildExhibitions, buildProducts } from './exhibitors'
import { buildPolicies, buildSpeakers, buildVideos } from './library'
import { buildMeetings } from './meetings'
import { buildNews } from './news'
import { buildParks } from './parks'
import { buildProjects } from './projects'
import { createRandom } from './random'
import { buildCommonModules, buildFairConfig, buildPointsRules, buildSearchRanks } from './site'

// Held for the seeding transaction, so app servers starting together seed once.
const SEED_LOCK = 25_0911
const SEED = 20260908

/** Tables whose ids the seed sets explicitly; their identity sequences are moved past the seeded rows. */
const SEEDED_WITH_IDS = [
  'options', 'push_time_ranges', 'projects', 'parks', 'news', 'meetings', 'enterprises', 'products',
  'policies', 'speakers', 'videos', 'exhibitions', 'booths', 'common_modules', 'search_ranks',
] as const

/** Loads the demo content when the database has none; returns whether it did. Same content on every run. */
export async function seedIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    const [{ n }] = await tx.select({ n: count() }).from(schema.fairConfig)
    if (n > 0) return false

    const rng = createRandom(SEED)
    await tx.insert(schema.options).values(buildOptions())
    await tx.insert(schema.pushTimeRanges).values(buildPushTimeRanges())
    await tx.insert(schema.projects).values(buildProjects(rng, now))
    await tx.insert(schema.parks).values(buildParks(rng, now))
    await tx.insert(schema.news).values(buildNews(rng, now))
    await tx.insert(schema.meetings).values(buildMeetings())
    await tx.insert(schema.enterprises).values(buildEnterprises())
    await tx.insert(schema.products).values(buildProducts(rng))
    await tx.insert(schema.exhibitions).values(buildExhibitions())
    await tx.insert(schema.booths).values(buildBooths(rng))
    await tx.insert(schema.policies).values(buildPolicies(rng, now))
    await tx.insert(schema.speakers).values(buildSpeakers())
    await tx.insert(schema.videos).values(buildVideos(rng, now))
    await tx.insert(schema.commonModules).values(buildCommonModules())
    await tx.insert(schema.pointsRules).values(buildPointsRules())
    await tx.insert(schema.searchRanks).values(buildSearchRanks())
    for (const table of SEEDED_WITH_IDS) {
      await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`)
    }
    // The config row is what marks a database as seeded (the check above).
    await tx.insert(schema.fairConfig).values(buildFairConfig())
    return true
  })
}
