import '@/i18n/meeting.pages'
import { guideArticlePage } from '../shared/guide-article-page'

/** A service topic of the guide (transport, parking...): its text, numbers to call, and its articles. */
export default guideArticlePage('serviceInformationDetail')
