import '@/i18n/media.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { videoListDescriptor } from '../shared/video-list-descriptor'

const descriptor = videoListDescriptor({
  route: 'videoList',
  withCategories: true,
})

export default listPage(descriptor)
