import { and, desc, eq, gte } from 'drizzle-orm'
import { healthDeclarations } from './health.schema'
import type { HealthDeclaration, HealthDeclarationBody, HealthStanding } from '../../../src/contract/account'
import type { Database } from '../platform/connect'
import { DAY_MS, fairDate } from '../platform/fair-clock'

const HISTORY_DAYS = 7

type Row = typeof healthDeclarations.$inferSelect

const declarationOf = (row: Row): HealthDeclaration => ({
  fever: row.fever,
  symptoms: row.symptoms,
  contact: row.contact,
  fromCity: row.fromCity,
  phone: row.phone,
  day: row.day,
  clear: !row.fever && !row.symptoms && !row.contact,
  declaredAt: row.createdAt.getTime(),
})

/** Today's declaration (UTC+8) and the week's. */
export async function getHealth(db: Database, userId: number, now: Date): Promise<HealthStanding> {
  const today = fairDate(now)
  const rows = await db
    .select()
    .from(healthDeclarations)
    .where(
      and(
        eq(healthDeclarations.userId, userId),
        gte(healthDeclarations.day, fairDate(new Date(now.getTime() - (HISTORY_DAYS - 1) * DAY_MS))),
      ),
    )
    .orderBy(desc(healthDeclarations.day))
  const history = rows.map(declarationOf)
  return { today, current: history.find((d) => d.day === today) ?? null, history }
}

/** Today's declaration; declaring again the same day replaces it. */
export async function declareHealth(
  db: Database,
  userId: number,
  body: HealthDeclarationBody,
  now: Date,
): Promise<HealthStanding> {
  const values = { ...body, fromCity: body.fromCity.trim(), userId, day: fairDate(now), createdAt: now }
  await db
    .insert(healthDeclarations)
    .values(values)
    .onConflictDoUpdate({ target: [healthDeclarations.userId, healthDeclarations.day], set: values })
  return getHealth(db, userId, now)
}
