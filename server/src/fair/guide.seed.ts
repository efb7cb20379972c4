import { CONTACTS, NOTICES, SERVICES, type Block, type GuideSeed } from './guide.fixtures'
import type { fairArticles } from './schema'
import { imageUrl, type ImageKind } from '../platform/images'
import { bilingualColumns, DAY_MS, richText, type Text } from '../platform/text'

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function htmlOf(blocks: Block[], lang: keyof Text): string {
  return blocks
    .map((block) => {
      if ('heading' in block) return `<h3>${escape(block.heading[lang])}</h3>`
      if ('items' in block) return `<ul>${block.items.map((item) => `<li>${escape(item[lang])}</li>`).join('')}</ul>`
      return `<p>${escape(block[lang])}</p>`
    })
    .join('')
}

const SECTIONS: { seeds: readonly GuideSeed[]; cover: ImageKind }[] = [
  { seeds: SERVICES, cover: 'service' },
  { seeds: NOTICES, cover: 'article' },
  { seeds: CONTACTS, cover: 'article' },
]

/** The fair guide as fair articles from `firstId` on; each section's rows are newer the earlier they come. */
export function buildFairGuide(now: Date, firstId: number): (typeof fairArticles.$inferInsert)[] {
  let id = firstId
  return SECTIONS.flatMap(({ seeds, cover }) =>
    seeds.map((seed, index) => ({
      id: id++,
      code: seed.code,
      ...bilingualColumns({ title: seed.title }),
      ...richText((lang) => htmlOf(seed.blocks, lang)),
      cover: imageUrl(cover, index + 1),
      publishTime: new Date(now.getTime() - (index + 1) * DAY_MS),
    })),
  )
}
