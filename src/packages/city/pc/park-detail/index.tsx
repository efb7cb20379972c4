import '@/i18n/city.pages'
import { ContentType } from '@/contract/common.codes'
import { parkFacts } from '@/features/content/facts'
import { pcDetailPage } from '../layout/pc-article'

export default pcDetailPage({
  route: 'pcparkdetail',
  section: 'park',
  contentType: ContentType.park,
  load: (api, id) => api.content.parkDetail(id),
  view: (park, kit) => ({ meta: [park.parkType, park.region], facts: parkFacts(park, kit) }),
})
