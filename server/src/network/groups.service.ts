import { and, desc, eq, sql } from 'drizzle-orm'
import { projectGroups } from './groups.schema'
import type { PageQuery } from '../../../src/contract/common'
import type { GroupListQuery, ProjectGroup } from '../../../src/contract/network'
import type { GroupKind } from '../../../src/contract/network.codes'
import { projects } from '../content/schema'
import { products } from '../enterprise/schema'
import type { Database } from '../platform/connect'
import { keywordMatch } from '../platform/keyword-match'
import { pick, type Lang } from '../platform/lang'
import { pageOf, type PagedList } from '../platform/page'

// Group chats (/project-group-list): every group chat, listed for anyone.

/** The columns a group is listed with, in a language. */
const listColumns = (lang: Lang) => ({
  id: projectGroups.id,
  kind: projectGroups.kind,
  name: pick(lang, projectGroups.nameZh, projectGroups.nameEn),
  avatar: projectGroups.avatar,
  isOpen: projectGroups.isOpen,
  joinable: projectGroups.joinable,
  memberCount: projectGroups.memberCount,
  memberLimit: projectGroups.memberLimit,
  projectId: projectGroups.projectId,
  projectTitle: sql<string>`coalesce(${pick(lang, projects.titleZh, projects.titleEn)}, '')`,
  productId: projectGroups.productId,
  productName: sql<string>`coalesce(${pick(lang, products.nameZh, products.nameEn)}, '')`,
})

const listed = <Row extends { kind: string; memberCount: number; memberLimit: number }>(row: Row) => ({
  ...row,
  kind: row.kind as GroupKind,
  full: row.memberCount >= row.memberLimit,
})

const groupsFrom = (db: Database, lang: Lang) =>
  db
    .select(listColumns(lang))
    .from(projectGroups)
    .leftJoin(projects, eq(projects.id, projectGroups.projectId))
    .leftJoin(products, eq(products.id, projectGroups.productId))

/** projectGroup/list: every group, newest first; a keyword in either language, or one project's or product's groups. */
export const listGroups: PagedList<Omit<GroupListQuery, keyof PageQuery>, ProjectGroup> = async (
  db,
  lang,
  { keyword, projectId, productId },
  page,
) => {
  const match = keywordMatch(keyword, { titles: [projectGroups.nameZh, projectGroups.nameEn] })
  const where = and(
    match?.where,
    projectId ? eq(projectGroups.projectId, projectId) : undefined,
    productId ? eq(projectGroups.productId, productId) : undefined,
  )
  return pageOf(
    page,
    groupsFrom(db, lang).where(where).orderBy(desc(projectGroups.createdAt), desc(projectGroups.id)),
    db.$count(projectGroups, where),
    listed,
  )
}
