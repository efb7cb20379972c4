import { observer } from 'mobx-react-lite'
import { ContentListPage } from '@/templates/content-list/content-list-page'
import { videoListDescriptor } from '../shared/video-list-descriptor'

const descriptor = videoListDescriptor({
  route: 'videoList',
  withCategories: true,
})

const VideoList = observer(() => <ContentListPage descriptor={descriptor} />)

export default VideoList
