import '@/i18n/content.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { parkDescriptor } from './park-descriptor'

const parks = parkDescriptor('parkList')

export default listPage(parks)
