import { and, desc, eq } from 'drizzle-orm'
import { registrationDrafts } from './schema'
import type { Draft } from '../../../src/contract/registration'
import type { DraftForm } from '../../../src/contract/registration.codes'
import type { Database } from '../platform/connect'
import { ApiError } from '../platform/envelope'

// Unfinished forms kept per user and form (/mypage-drafts), without the ID numbers typed into them.

/** The most a draft may hold, as JSON text. */
const DRAFT_MAX_CHARS = 64 * 1024

/** A copy without any ID number, however deep (a person's, each group member's): those are never kept unhashed. */
function withoutIdNumbers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIdNumbers)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/^idNumber$/i.test(key))
        .map(([key, item]) => [key, withoutIdNumbers(item)]),
    )
  return value
}

const toDraft = (row: typeof registrationDrafts.$inferSelect): Draft => ({
  form: row.form as DraftForm,
  data: row.data as Record<string, unknown>,
  updatedAt: row.updatedAt.getTime(),
})

/** Keeps what a form holds, replacing the previous draft of that form. */
export async function saveDraft(
  db: Database,
  userId: number,
  form: DraftForm,
  data: Record<string, unknown>,
  now: Date,
): Promise<Draft> {
  const kept = withoutIdNumbers(data) as Record<string, unknown>
  if (JSON.stringify(kept).length > DRAFT_MAX_CHARS) throw new ApiError(413, 413, 'registration.draft.tooLarge')
  const [row] = await db
    .insert(registrationDrafts)
    .values({ userId, form, data: kept, updatedAt: now })
    .onConflictDoUpdate({
      target: [registrationDrafts.userId, registrationDrafts.form],
      set: { data: kept, updatedAt: now },
    })
    .returning()
  return toDraft(row)
}

/** The user's draft of a form, or null. */
export async function getDraft(db: Database, userId: number, form: DraftForm): Promise<Draft | null> {
  const [row] = await db
    .select()
    .from(registrationDrafts)
    .where(and(eq(registrationDrafts.userId, userId), eq(registrationDrafts.form, form)))
  return row ? toDraft(row) : null
}

/** Every draft of the user's, the latest first. */
export async function listDrafts(db: Database, userId: number): Promise<Draft[]> {
  const rows = await db
    .select()
    .from(registrationDrafts)
    .where(eq(registrationDrafts.userId, userId))
    .orderBy(desc(registrationDrafts.updatedAt))
  return rows.map(toDraft)
}

/** Drops the user's draft of a form (after submitting it, or when discarded). */
export async function deleteDraft(db: Database, userId: number, form: DraftForm): Promise<void> {
  await db
    .delete(registrationDrafts)
    .where(and(eq(registrationDrafts.userId, userId), eq(registrationDrafts.form, form)))
}
