import '@/i18n/city.pages'
import { pcListPage } from '../layout/pc-list-page'

/** The zone's activities (meetings), searchable and paged. */
export default pcListPage('activity')
