import '@/i18n/media.pages'
import { observer } from 'mobx-react-lite'
import { VideoPlayView } from '../shared/video-play-view'

const VipVideoDetail = observer(() => <VideoPlayView route='vipVideoDetail' />)

export default VipVideoDetail
