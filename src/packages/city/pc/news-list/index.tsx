import '@/i18n/city.pages'
import { pcListPage } from '../layout/pc-list-page'

/** The zone's news, searchable and paged. */
export default pcListPage('news')
