import '@/i18n/network.pages'
import { postDetailPage } from '../shared/post-detail'
import '../shared/network.scss'

/** /goldkey-socialDetail: a post of the investment circle with its sanitised rich text. */
export default postDetailPage('goldkeySocialDetail')
