import '@/i18n/content.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { parkDescriptor } from '../park-list/park-descriptor'

const hotParks = parkDescriptor('hotParkList', 'hot')

/** /hot/parkList: every park, the most viewed first, with the park list's filters. */
export default listPage(hotParks)
