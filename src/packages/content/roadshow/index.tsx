import '@/i18n/content.pages'
import type { Roadshow } from '@/contract/content'
import { projects } from '@/contract/content.endpoints'
import { listPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { RoadshowCard } from './roadshow-card'

const roadshows: ContentListDescriptor<Roadshow> = {
  route: 'roadshow',
  searchPlaceholder: 'content.roadshowSearchPlaceholder',
  countLabel: 'content.roadshowCount',
  endpoint: projects.roadshows,
  renderItem: (roadshow) => <RoadshowCard key={roadshow.id} roadshow={roadshow} />,
}

/** /roadshow: the projects that have a roadshow video. */
export default listPage(roadshows)
