import '@/i18n/network.pages'
import { postDetailPage } from '../shared/post-detail'
import '../shared/network.scss'

/** /mypage-creative-article: a creative article with its sanitised rich text. */
export default postDetailPage('mypageCreativeArticle')
