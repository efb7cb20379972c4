import '@/i18n/registration.pages'
import { OrganisationRegistrationPage } from '../shared/org-form'
import '../shared/registration.scss'

export default OrganisationRegistrationPage
