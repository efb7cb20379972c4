import { asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Roadshow } from '../../../src/contract/content'
import type { ProjectGroup } from '../../../src/contract/network'
import { projectGroups, projectRoadshows } from '../content/catalogue.schema'
import { projects } from '../content/schema'
import { videos } from '../media/schema'
import { keywordMatch } from '../platform/keyword-match'
import { localized, pick } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { pageOf, type KeywordSearch } from '../platform/page'
import { columnsOf } from '../platform/select'

/** Project group chats, newest first, optionally matching a keyword in their names. */
export const listProjectGroups: KeywordSearch<ProjectGroup> = async (db, lang, keyword, page) => {
  const match = keywordMatch(keyword, { titles: [projectGroups.nameZh, projectGroups.nameEn] })
  return pageOf(
    page,
    db
      .select({
        id: projectGroups.id,
        ...localized(lang, projectGroups, 'name'),
        ...columnsOf(projectGroups, 'avatar', 'isOpen', 'memberCount', 'memberLimit', 'projectId'),
        projectTitle: sql<string>`coalesce(${pick(lang, projects.titleZh, projects.titleEn)}, '')`,
      })
      .from(projectGroups)
      .leftJoin(projects, eq(projects.id, projectGroups.projectId))
      .where(match?.where)
      .orderBy(desc(projectGroups.createdAt), desc(projectGroups.id)),
    db.$count(projectGroups, match?.where),
    (row) => ({ ...row, full: row.memberCount >= row.memberLimit }),
  )
}

/** Project roadshows in their set order, optionally matching a keyword in the project or video title. */
export const listRoadshows: KeywordSearch<Roadshow> = async (db, lang, keyword, page) => {
  const match = keywordMatch(keyword, {
    titles: [projects.titleZh, projects.titleEn],
    others: [videos.titleZh, videos.titleEn],
  })
  return pageOf(
    page,
    db
      .select({
        id: projectRoadshows.id,
        videoId: videos.id,
        videoTitle: pick(lang, videos.titleZh, videos.titleEn),
        ...columnsOf(videos, 'cover', 'durationSeconds'),
        projectId: projects.id,
        projectType: projects.type,
        projectTitle: pick(lang, projects.titleZh, projects.titleEn),
        industry: optionLabel(lang, projects.industryId),
        ...localized(lang, projects, 'region'),
      })
      .from(projectRoadshows)
      .innerJoin(projects, eq(projects.id, projectRoadshows.projectId))
      .innerJoin(videos, eq(videos.id, projectRoadshows.videoId))
      .where(match?.where)
      .orderBy(...(match ? [match.titleFirst] : []), asc(projectRoadshows.sort), asc(projectRoadshows.id)),
    db
      .select({ total: count() })
      .from(projectRoadshows)
      .innerJoin(projects, eq(projects.id, projectRoadshows.projectId))
      .innerJoin(videos, eq(videos.id, projectRoadshows.videoId))
      .where(match?.where),
  )
}
