import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { asc } from 'drizzle-orm'
import { countryMobileCodes } from './phone-codes.schema'
import type { CountryMobileCode } from '../../../src/contract/account'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { langOf, localized, type Lang } from '../platform/lang'

export function listCountryCodes(db: Database, lang: Lang): Promise<CountryMobileCode[]> {
  return db
    .select({
      code: countryMobileCodes.code,
      ...localized(lang, countryMobileCodes, 'name'),
      dialCode: countryMobileCodes.dialCode,
    })
    .from(countryMobileCodes)
    .orderBy(asc(countryMobileCodes.sort))
}

/** /common-client/operateCountryMobileCode/list: the calling codes the phone fields offer. */
export const phoneCodeRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/operateCountryMobileCode/list', async (request) => ok(await listCountryCodes(db, langOf(request))))
}
