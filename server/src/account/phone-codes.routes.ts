import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { asc } from 'drizzle-orm'
import { countryMobileCodes } from './phone-codes.schema'
import { CountryMobileCode } from '../../../src/contract/account'
import { countryCodes } from '../../../src/contract/account.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
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
  serve(app, countryCodes.list, { response: Type.Array(CountryMobileCode) }, async (_, request) =>
    listCountryCodes(db, langOf(request)),
  )
}
