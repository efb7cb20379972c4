import '@/i18n/content.pages'
import { ContentType } from '@/contract/common.codes'
import { parks } from '@/contract/content.endpoints'
import { parkFacts } from '@/features/content/facts'
import { detailPage } from '@/templates/content-detail/content-detail-page'

export default detailPage({
  route: 'parkDetail',
  contentType: ContentType.park,
  endpoint: parks.detail,
  view: (park, kit) => ({
    facts: parkFacts(park, kit),
    introHeading: 'content.park.introduction',
    imagesHeading: 'content.park.images',
  }),
})
