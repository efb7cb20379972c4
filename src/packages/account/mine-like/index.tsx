import '@/i18n/account.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { mineListDescriptor } from '../shared/mine-list'

const descriptor = mineListDescriptor('likes', 'mypageLike')

/** /mypage-like: what the user liked, newest first, by content type. */
export default listPage(descriptor)
