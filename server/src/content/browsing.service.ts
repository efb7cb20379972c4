import { count, eq, sql } from 'drizzle-orm'
import { projectBrowsingRecords } from './catalogue.schema'
import { projects } from './schema'
import type { Database } from '../platform/connect'

/** Records that a user opened a project (one row per user and project); false when the project does not exist. */
export async function recordProjectBrowsing(db: Database, userId: number, projectId: number): Promise<boolean> {
  if ((await db.$count(projects, eq(projects.id, projectId))) === 0) return false
  await db
    .insert(projectBrowsingRecords)
    .values({ userId, projectId })
    .onConflictDoUpdate({
      target: [projectBrowsingRecords.userId, projectBrowsingRecords.projectId],
      set: { times: sql`${projectBrowsingRecords.times} + 1`, lastViewedAt: sql`now()` },
    })
  return true
}

/** How many different projects the user has opened. */
export async function countBrowsedProjects(db: Database, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(projectBrowsingRecords)
    .where(eq(projectBrowsingRecords.userId, userId))
  return n
}
