import '@/i18n/content.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { projectDescriptor } from '../project-list/project-descriptor'

const hotProjects = projectDescriptor({ route: 'hotProjectList', sort: 'hot' })

/** /hot/projectList: every project, the most viewed first, with the project list's filters. */
export default listPage(hotProjects)
