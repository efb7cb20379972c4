import '@/i18n/account.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { mineListDescriptor } from '../shared/mine-list'

const descriptor = mineListDescriptor('follows', 'mypageFollow')

/** /mypage-follow: what the user follows, newest first, by content type. */
export default listPage(descriptor)
