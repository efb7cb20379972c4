import { asc, count, eq } from 'drizzle-orm'
import { projectRoadshows } from './catalogue.schema'
import { projects } from './schema'
import type { Roadshow } from '../../../src/contract/content'
import { videos } from '../media'
import { keywordMatch } from '../platform/keyword-match'
import { localized, pick } from '../platform/lang'
import { optionLabel } from '../platform/options'
import { pageOf, type KeywordSearch } from '../platform/page'
import { columnsOf } from '../platform/select'

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
