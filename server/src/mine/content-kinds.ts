import { eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { ContentType, type ContentTypeCode } from '../../../src/contract/common.codes'
import type { ContentKey } from '../../../src/contract/engagement'
import { cities, clusters, investmentServices } from '../city'
import { news, parks, policies, projects } from '../content'
import type { ContentExists } from '../engagement'
import { enterprises, products } from '../enterprise'
import { booths, exhibitions } from '../exhibition'
import { videos } from '../media'
import { lives } from '../meeting'
import { meetings } from '../meeting'
import { speakers } from '../meeting'
import { circlePosts } from '../network'
import type { Database } from '../platform/connect'

type ContentTable = PgTable & { id: AnyPgColumn }

/** How a list of kept items shows one of a kind: its title in both languages and its picture. */
interface Shown {
  titleZh: AnyPgColumn
  titleEn: AnyPgColumn
  cover?: AnyPgColumn
}

/** Where a kind of content lives, and how a list shows it (booths, articles and posts have no title of their own). */
interface ContentKind {
  table: ContentTable
  shown?: Shown
}

const kind = (table: ContentTable, titleZh?: AnyPgColumn, titleEn?: AnyPgColumn, cover?: AnyPgColumn) => ({
  table,
  shown: titleZh && titleEn ? { titleZh, titleEn, cover } : undefined,
})

/** Every kind a person can like, collect or follow that has a table on this server; others accept any id. */
export const CONTENT_KINDS: Partial<Record<ContentTypeCode, ContentKind>> = {
  [ContentType.project]: kind(projects, projects.titleZh, projects.titleEn, projects.cover),
  [ContentType.article]: kind(policies),
  [ContentType.booth]: kind(booths),
  [ContentType.park]: kind(parks, parks.titleZh, parks.titleEn, parks.cover),
  [ContentType.news]: kind(news, news.titleZh, news.titleEn, news.cover),
  [ContentType.cluster]: kind(clusters, clusters.titleZh, clusters.titleEn, clusters.cover),
  [ContentType.product]: kind(products, products.nameZh, products.nameEn, products.cover),
  [ContentType.vipVideo]: kind(videos, videos.titleZh, videos.titleEn, videos.cover),
  [ContentType.meeting]: kind(meetings, meetings.titleZh, meetings.titleEn, meetings.cover),
  [ContentType.forumVideo]: kind(lives, lives.titleZh, lives.titleEn, lives.cover),
  [ContentType.policy]: kind(policies, policies.titleZh, policies.titleEn),
  [ContentType.enterprise]: kind(enterprises, enterprises.nameZh, enterprises.nameEn, enterprises.logo),
  [ContentType.exhibition]: kind(exhibitions, exhibitions.nameZh, exhibitions.nameEn, exhibitions.cover),
  [ContentType.speaker]: kind(speakers, speakers.nameZh, speakers.nameEn, speakers.avatar),
  [ContentType.city]: kind(cities, cities.nameZh, cities.nameEn, cities.cover),
  [ContentType.service]: kind(
    investmentServices,
    investmentServices.titleZh,
    investmentServices.titleEn,
    investmentServices.cover,
  ),
  [ContentType.live]: kind(lives, lives.titleZh, lives.titleEn, lives.cover),
  [ContentType.dynamic]: kind(circlePosts),
}

/** False only when the type has a table and the id is not in it; what the composition gives the domains. */
export const contentExists: ContentExists = async (db: Database, key: ContentKey) => {
  const table = CONTENT_KINDS[key.contentType as ContentTypeCode]?.table
  return table ? (await db.$count(table, eq(table.id, key.contentId))) > 0 : true
}
