import '@/i18n/registration.pages'
import { GroupRegistrationPage } from '../shared/group-form'
import '../shared/registration.scss'

export default GroupRegistrationPage
