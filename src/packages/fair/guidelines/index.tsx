import '@/i18n/fair.pages'
import { GuideBook } from '@/contract/fair.codes'
import { chaptersPage } from '../shared/guide-pages'

/** The rules of conduct on site. */
export default chaptersPage('guidelines', GuideBook.guidelines, { intro: 'fair.guidelines.intro' })
