import '@/i18n/fair.pages'
import { editionLanding } from '../shared/edition-landing'

/** The current edition's landing page, wide screen. */
export default editionLanding('pcMiddlepage', 25, true)
