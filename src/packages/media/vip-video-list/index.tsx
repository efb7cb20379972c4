import '@/i18n/media.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { videoListDescriptor } from '../shared/video-list-descriptor'

const descriptor = videoListDescriptor({
  route: 'vipVideoList',
  kind: 'vip_roadshow',
  withCategories: true,
})

export default listPage(descriptor)
