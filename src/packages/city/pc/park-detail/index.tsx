import '@/i18n/city.pages'
import { ContentType } from '@/contract/common.codes'
import { parks } from '@/contract/content.endpoints'
import { parkFacts } from '@/features/content/facts'
import { pcDetailPage } from '../layout/pc-article'

export default pcDetailPage({
  route: 'pcparkdetail',
  section: 'park',
  contentType: ContentType.park,
  endpoint: parks.detail,
  view: (park, kit) => ({ meta: [park.parkType, park.region], facts: parkFacts(park, kit) }),
})
