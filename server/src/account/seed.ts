import { phoneIdentities } from './real-name.schema'
import { PHONE_IDENTITY_FIXTURES } from './verification.service'
import type { Database } from '../platform/connect'
import type { IdHasher } from '../platform/id-key'

/** The identities bound to the demo phone numbers (only keyed hashes of the ID numbers are stored). */
export async function seedAccount(db: Pick<Database, 'insert'>, hashId: IdHasher): Promise<void> {
  await db.insert(phoneIdentities).values(
    PHONE_IDENTITY_FIXTURES.map(({ phone, realName, idNumber }) => ({
      phone,
      realName,
      idNumberHmac: hashId(idNumber),
    })),
  )
}
