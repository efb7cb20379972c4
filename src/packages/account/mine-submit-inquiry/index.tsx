import '@/i18n/account.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { inquiryListDescriptor } from '../shared/mine-list'

const descriptor = inquiryListDescriptor('sent', 'mypageSubmitInquiry')

/** /mypage-submitInquiry: enquiries the user sent. */
export default listPage(descriptor)
