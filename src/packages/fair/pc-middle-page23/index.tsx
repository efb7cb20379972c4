import '@/i18n/fair.pages'
import { editionLanding } from '../shared/edition-landing'

/** The 23rd edition's landing page, wide screen. */
export default editionLanding('pcMiddlepage23', 23, true)
