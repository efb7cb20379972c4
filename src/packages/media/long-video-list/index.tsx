import '@/i18n/media.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { videoListDescriptor } from '../shared/video-list-descriptor'

const descriptor = videoListDescriptor({
  route: 'longVideoList',
  kind: 'long',
  withCategories: false,
})

export default listPage(descriptor)
