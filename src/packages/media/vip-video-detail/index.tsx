import '@/i18n/media.pages'
import { videoPage } from '../shared/video-page'

export default videoPage('vipVideoDetail')
