import '@/i18n/account.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { inquiryListDescriptor } from '../shared/mine-list'

const descriptor = inquiryListDescriptor('received', 'mypageInquiry')

/** /mypage-inquiry: enquiries received for the products of the user's enterprise. */
export default listPage(descriptor)
