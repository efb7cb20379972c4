import { observer } from 'mobx-react-lite'
import { ContentListPage } from '@/templates/content-list/content-list-page'
import { videoListDescriptor } from '../shared/video-list-descriptor'

const descriptor = videoListDescriptor({
  route: 'vipVideoList',
  kind: 'vip_roadshow',
  withCategories: true,
})

const VipVideoList = observer(() => <ContentListPage descriptor={descriptor} />)

export default VipVideoList
