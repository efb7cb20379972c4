import '@/i18n/registration.pages'
import { ProjectFormPage } from '../shared/project-forms'
import '../shared/registration.scss'

/** The project financing form. */
export default function ProjectFinance() {
  return <ProjectFormPage kind='finance' />
}
