import { asc, eq } from 'drizzle-orm'
import { selectOptions } from './labels'
import type { RegistrationOptions } from '../../../src/contract/registration'
import { exhibitionAreas, exhibitions } from '../exhibition'
import type { Database } from '../platform/connect'
import { localized, type Lang } from '../platform/lang'
import { options } from '../platform/options.schema'

/** Every select of the registration and project forms, with the industries and the exhibitions and their areas. */
export async function registrationOptions(db: Database, lang: Lang): Promise<RegistrationOptions> {
  const industries = await db
    .select({ id: options.id, ...localized(lang, options, 'label') })
    .from(options)
    .where(eq(options.kind, 'industry'))
    .orderBy(asc(options.sort), asc(options.id))
  const halls = await db
    .select({ id: exhibitions.id, ...localized(lang, exhibitions, 'name') })
    .from(exhibitions)
    .orderBy(asc(exhibitions.id))
  const areas = await db
    .select({
      id: exhibitionAreas.id,
      exhibitionId: exhibitionAreas.exhibitionId,
      hall: exhibitionAreas.hall,
      ...localized(lang, exhibitionAreas, 'name'),
    })
    .from(exhibitionAreas)
    .orderBy(asc(exhibitionAreas.sort), asc(exhibitionAreas.id))
  return {
    ...selectOptions(lang),
    industries: industries.map((row) => ({ value: String(row.id), label: row.label })),
    exhibitions: halls.map((hall) => ({
      value: String(hall.id),
      label: hall.name,
      areas: areas
        .filter((area) => area.exhibitionId === hall.id)
        .map((area) => ({ value: String(area.id), label: `${area.hall} ${area.name}` })),
    })),
  }
}
