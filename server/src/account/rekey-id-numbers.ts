import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { adultFromOf, PHONE_IDENTITY_FIXTURES } from './verification.service'
import { maskIdNumber } from '../../../src/contract/mask'
import { isIdNumber } from '../../../src/contract/validators'
import { fairDate } from '../platform/fair-clock'
import { hmacIdNumber, type IdKey } from '../platform/id-key'

type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>

// PGlite and node-postgres both answer a raw statement with `{ rows }`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

interface OldSubmission {
  user_id: number
  status: number
  id_number_masked: string
  id_number_hash: string
  birth_date: string
  adult: boolean
  submitted_at: Date | string
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Rebuilds an ID number stored the old way (first 3 and last 4 characters, the birth date and an unsalted SHA-256):
 * the 3 digits between are all that is unknown, which is exactly why the old form had to go.
 */
export function rebuildIdNumber(masked: string, birthDate: string, hash: string): string | null {
  const birth = birthDate.replaceAll('-', '')
  if (masked.length !== 18 || birth.length !== 8) return null
  for (let n = 0; n < 1000; n += 1) {
    const candidate = `${masked.slice(0, 3)}${String(n).padStart(3, '0')}${birth}${masked.slice(14)}`
    if (isIdNumber(candidate) && sha256(candidate) === hash) return candidate
  }
  return null
}

const hasColumn = async (db: AnyDatabase, table: string, column: string) => {
  const found = await db.execute(
    sql`select 1 from information_schema.columns where table_name = ${table} and column_name = ${column}`,
  )
  return rowsOf(found).length > 0
}

/**
 * Moves identities from the old columns (id_number_hash, birth_date, adult) to the keyed HMAC, the short mask and
 * adult_from, then drops the old columns; does nothing once they are gone. Runs right after the migrations, under
 * their lock. A second account verified with an ID number already backing another is set back to rejected.
 */
export async function rekeyIdNumbers(db: AnyDatabase, key: IdKey | null): Promise<void> {
  if (!(await hasColumn(db, 'real_name_submissions', 'id_number_hash'))) return
  const stored = rowsOf<{ n: number }>(
    await db.execute(
      sql`select (select count(*) from real_name_submissions) + (select count(*) from phone_identities) as n`,
    ),
  )
  if (!key && Number(stored[0].n) > 0) {
    throw new Error(
      'ID_HASH_KEY is required to move the stored ID numbers to keyed hashes: set it to a random secret of 32+ characters',
    )
  }
  const hashId = (idNumber: string) => (key ? hmacIdNumber(key, idNumber) : '')
  await db.transaction(async (tx) => {
    const rows = rowsOf<OldSubmission>(
      await tx.execute(
        sql`select user_id, status, id_number_masked, id_number_hash, birth_date, adult, submitted_at from real_name_submissions order by submitted_at, user_id`,
      ),
    )
    const idsByOldHash = new Map<string, string>(
      PHONE_IDENTITY_FIXTURES.map(({ idNumber }) => [sha256(idNumber), idNumber]),
    )
    const backed = new Set<string>()
    for (const row of rows) {
      const idNumber = row.id_number_hash
        ? rebuildIdNumber(row.id_number_masked, row.birth_date, row.id_number_hash)
        : null
      if (idNumber) idsByOldHash.set(row.id_number_hash, idNumber)
      const hmac = idNumber ? hashId(idNumber) : ''
      const submittedDay = fairDate(new Date(row.submitted_at))
      const adultFrom = idNumber ? adultFromOf(idNumber, submittedDay) : row.adult ? submittedDay : null
      const taken = hmac !== '' && (row.status === 1 || row.status === 2) && backed.has(hmac)
      if (hmac && !taken && (row.status === 1 || row.status === 2)) backed.add(hmac)
      await tx.execute(sql`update real_name_submissions set id_number_hmac = ${hmac}, adult_from = ${adultFrom},
        id_number_masked = ${idNumber ? maskIdNumber(idNumber) : ''}
        ${taken ? sql`, status = 3, reason = 'One ID number verifies one account / 一个证件只能认证一个账号'` : sql``}
        where user_id = ${row.user_id}`)
      if (taken) await tx.execute(sql`update users set real_name_status = 3 where id = ${row.user_id}`)
    }
    const identities = rowsOf<{ phone: string; id_number_hash: string }>(
      await tx.execute(sql`select phone, id_number_hash from phone_identities`),
    )
    for (const identity of identities) {
      const idNumber = idsByOldHash.get(identity.id_number_hash)
      if (idNumber)
        await tx.execute(
          sql`update phone_identities set id_number_hmac = ${hashId(idNumber)} where phone = ${identity.phone}`,
        )
      else await tx.execute(sql`delete from phone_identities where phone = ${identity.phone}`)
    }
    await tx.execute(
      sql`alter table real_name_submissions drop column id_number_hash, drop column birth_date, drop column adult`,
    )
    await tx.execute(sql`alter table phone_identities drop column id_number_hash`)
  })
}
