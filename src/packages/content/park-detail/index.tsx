import '@/i18n/content.pages'
import { ContentType } from '@/contract/common.codes'
import { parkFacts } from '@/features/content/facts'
import { detailPage } from '@/templates/content-detail/content-detail-page'

export default detailPage({
  route: 'parkDetail',
  contentType: ContentType.park,
  load: (api, id) => api.content.parkDetail(id),
  view: (park, kit) => ({
    facts: parkFacts(park, kit),
    introHeading: 'content.park.introduction',
    imagesHeading: 'content.park.images',
  }),
})
