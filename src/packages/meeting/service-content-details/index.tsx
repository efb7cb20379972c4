import '@/i18n/meeting.pages'
import { guideArticlePage } from '../shared/guide-article-page'

/** One article of the guide (a service's details, a notice): its text, the topic it belongs to, numbers to call. */
export default guideArticlePage('serviceContentDetails')
