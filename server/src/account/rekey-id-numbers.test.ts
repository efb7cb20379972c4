import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { rebuildIdNumber } from './rekey-id-numbers'
import { openAppDatabase } from '../database'
import { hmacIdNumber } from '../platform/id-key'

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'rekey-'))
after(() => rmSync(work, { recursive: true, force: true }))

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
// The fixture identity of phone 13900139000 and an ID number of a 1990 adult.
const CHEN = '350102199512123426'
const LIN = '35020319900101123X'

/** A PGlite folder at the schema before this change (migrations up to 0006), filled the old way. */
async function oldDatabase(dataDir: string): Promise<void> {
  const folder = join(work, 'migrations-0006')
  cpSync(MIGRATIONS, folder, { recursive: true })
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8'))
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 6)
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  const client = new PGlite(dataDir, { extensions: { pg_trgm } })
  const db = drizzle({ client })
  await migrate(db, { migrationsFolder: folder })
  await db.execute(sql`insert into users (id, nickname, avatar, phone, real_name_status) values
    (1, 'a', '', '13900139000', 2), (2, 'b', '', '13700000002', 1), (3, 'c', '', '13700000003', 2)`)
  await db.execute(sql`insert into real_name_submissions
    (user_id, method, real_name, id_number_masked, id_number_hash, birth_date, adult, material, status, submitted_at) values
    (1, 'idCard', '陈晓梅', '350***********3426', ${sha256(CHEN)}, '1995-12-12', true, 'm', 2, '2026-05-01T02:00:00Z'),
    (2, 'idCard', '陈晓梅', '350***********3426', ${sha256(CHEN)}, '1995-12-12', false, 'm', 1, '2026-06-01T02:00:00Z'),
    (3, 'idCard', '林思远', '350***********123X', ${sha256(LIN)}, '1990-01-01', true, 'm', 2, '2026-07-01T02:00:00Z')`)
  await db.execute(sql`insert into phone_identities (phone, real_name, id_number_hash) values
    ('13900139000', '陈晓梅', ${sha256(CHEN)}), ('13700000009', '无名', ${sha256('unknown')})`)
  await client.close()
}

describe('ID numbers stored the old way', () => {
  it('were rebuildable from the mask, the birth date and the plain SHA-256', () => {
    assert.equal(rebuildIdNumber('350***********3426', '1995-12-12', sha256(CHEN)), CHEN)
  })

  it('are moved to the keyed hash, the short mask and adult_from at start, and the old columns are dropped', async () => {
    const dataDir = join(work, 'pglite')
    await oldDatabase(dataDir)
    const handle = await openAppDatabase({ dataDir, env: {} })
    try {
      const keyFile = join(dataDir, 'id-hash.key')
      assert.equal(statSync(keyFile).mode & 0o777, 0o600)
      const key = Buffer.from(readFileSync(keyFile, 'utf8').trim())
      const { rows } = (await handle.db.execute(
        sql`select * from real_name_submissions order by user_id`,
      )) as unknown as { rows: Record<string, unknown>[] }
      assert.deepEqual(
        rows.map((r) => [r.user_id, r.id_number_masked, r.id_number_hmac, r.adult_from, r.status]),
        [
          [1, `3${'*'.repeat(16)}6`, hmacIdNumber(key, CHEN), '2026-05-01', 2],
          // The same ID number verifying a second account: set back to rejected, with the reason shown to its user.
          [2, `3${'*'.repeat(16)}6`, hmacIdNumber(key, CHEN), '2026-06-01', 3],
          [3, `3${'*'.repeat(16)}X`, hmacIdNumber(key, LIN), '2026-07-01', 2],
        ],
      )
      assert.ok(rows.every((r) => !('id_number_hash' in r) && !('birth_date' in r) && !('adult' in r)))
      assert.match(String(rows[1].reason), /一个证件只能认证一个账号/)
      const { rows: identities } = (await handle.db.execute(sql`select * from phone_identities`)) as unknown as {
        rows: Record<string, unknown>[]
      }
      assert.deepEqual(identities, [
        { phone: '13900139000', real_name: '陈晓梅', id_number_hmac: hmacIdNumber(key, CHEN) },
      ])
    } finally {
      await handle.close()
    }
    // A second start finds nothing left to move.
    const again = await openAppDatabase({ dataDir, env: {} })
    await again.close()
  })

  it('cannot be moved in production without ID_HASH_KEY, which the error names', async () => {
    const dataDir = join(work, 'pglite-production')
    await oldDatabase(dataDir)
    await assert.rejects(openAppDatabase({ dataDir, env: { NODE_ENV: 'production' } }), /ID_HASH_KEY is required/)
  })
})
