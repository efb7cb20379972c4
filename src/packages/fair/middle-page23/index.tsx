import '@/i18n/fair.pages'
import { editionLanding } from '../shared/edition-landing'

/** The 23rd edition's landing page. */
export default editionLanding('middlePage23', 23, false)
