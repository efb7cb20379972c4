import '@/i18n/registration.pages'
import type { RegistrationKind } from '@/contract/registration.codes'
import { outcomePage } from '../shared/outcome'
import '../shared/registration.scss'

/** A registration was sent: where it stands, the reply promised and what happens next. */
export default outcomePage({
  route: 'submittedSuccessfully',
  submitted: true,
  which: ({ kind }) => ({ kind: kind as RegistrationKind | undefined }),
})
