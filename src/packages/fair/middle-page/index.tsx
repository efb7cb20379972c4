import '@/i18n/fair.pages'
import { editionLanding } from '../shared/edition-landing'

/** The current edition's landing page. */
export default editionLanding('middlePage', 25, false)
