import '@/i18n/registration.pages'
import { recordByIdPage } from '../shared/record-page'
import '../shared/registration.scss'

/** One of the user's registrations by id (person, group or organisation) with every step of its review. */
export default recordByIdPage('myRegistrationInfo')
