import '@/i18n/account.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { mineListDescriptor } from '../shared/mine-list'

const descriptor = mineListDescriptor('collections', 'mypageCollection')

/** /mypage-collection: what the user collected, newest first, by content type. */
export default listPage(descriptor)
