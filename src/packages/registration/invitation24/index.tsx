import '@/i18n/registration.pages'
import { invitationPage } from '../shared/invitation'
import '../shared/registration.scss'

/** This edition's invitation letter with its code. */
export default invitationPage({ route: 'invitation24', letter: true })
