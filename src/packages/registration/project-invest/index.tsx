import '@/i18n/registration.pages'
import { ProjectFormPage } from '../shared/project-forms'
import '../shared/registration.scss'

/** The project investment form. */
export default function ProjectInvest() {
  return <ProjectFormPage kind='invest' />
}
