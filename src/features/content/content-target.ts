import { ContentType } from '@/contract/common.codes'
import type { RouteTarget } from '@/routes/navigate'

/** The page each content type opens at, by the content's id; types without a page of their own are absent. */
const CONTENT_TARGETS: Partial<Record<number, (id: number) => RouteTarget>> = {
  [ContentType.project]: (id) => ({ route: 'projectDetail', query: { id } }),
  [ContentType.article]: (id) => ({ route: 'richDetail', query: { id } }),
  [ContentType.booth]: (id) => ({ route: 'exhibitionBooth', query: { id } }),
  [ContentType.park]: (id) => ({ route: 'parkDetail', query: { id } }),
  [ContentType.news]: (id) => ({ route: 'newsDetails', query: { id } }),
  [ContentType.cluster]: (id) => ({ route: 'clusterDetail', query: { id } }),
  [ContentType.product]: (id) => ({ route: 'businessProductDetail', query: { id } }),
  [ContentType.vipVideo]: (id) => ({ route: 'vipVideoDetail', query: { id } }),
  [ContentType.meeting]: (id) => ({ route: 'meetingDetails', query: { meetingId: id } }),
  [ContentType.forumVideo]: (id) => ({ route: 'meetingForumVideo', query: { id } }),
  [ContentType.policy]: (id) => ({ route: 'richDetail', query: { id } }),
  [ContentType.enterprise]: (id) => ({ route: 'businessIndex', query: { id } }),
  [ContentType.exhibition]: (id) => ({ route: 'exhibitionDetail', query: { id } }),
  [ContentType.speaker]: (id) => ({ route: 'speakerHomepage', query: { id } }),
  [ContentType.service]: (id) => ({ route: 'servicesDetail', query: { id } }),
  [ContentType.live]: (id) => ({ route: 'meetingForumVideo', query: { id } }),
}

/** Where a piece of content opens, or undefined when its type has no page. */
export const contentTarget = (contentType: number, id: number): RouteTarget | undefined =>
  CONTENT_TARGETS[contentType]?.(id)
