import '@/i18n/media.pages'
import { observer } from 'mobx-react-lite'
import { VideoPlayView } from '../shared/video-play-view'

const VideoPlayPage = observer(() => <VideoPlayView route='videoPlayPage' />)

export default VideoPlayPage
