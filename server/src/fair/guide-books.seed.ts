import { BOOKS } from './guide-books.fixtures'
import { htmlOf } from './guide.seed'
import type { fairArticles } from './schema'
import { imageUrl } from '../platform/images'
import { bilingualColumns, DAY_MS, richText } from '../platform/text'

// The fair guide's chapter pages (the visitor handbook, health and safety, the rules of conduct, about the
// organisers) and its two shelves (the exhibitor and the participant guides), as fair articles under their codes.

/** The chapter pages and shelves, after the guide's other articles (ids from the table's sequence). */
export function buildGuideBooks(now: Date): Omit<typeof fairArticles.$inferInsert, 'id'>[] {
  return BOOKS.flatMap((seeds) =>
    seeds.map((seed, index) => ({
      code: seed.code,
      ...bilingualColumns({ title: seed.title }),
      ...richText((lang) => htmlOf(seed.blocks, lang)),
      cover: imageUrl('article', index + 1),
      publishTime: new Date(now.getTime() - (index + 1) * DAY_MS),
    })),
  )
}
