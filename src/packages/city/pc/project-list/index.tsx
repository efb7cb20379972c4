import '@/i18n/city.pages'
import { pcListPage } from '../layout/pc-list-page'

/** The current city's investment projects in the zone, searchable and paged. */
export default pcListPage('project')
