import { observer } from 'mobx-react-lite'
import { ContentListPage } from '@/templates/content-list/content-list-page'
import { projectDescriptor } from '../project-list/project-descriptor'

const hotProjects = projectDescriptor({ route: 'hotProjectList', sort: 'hot' })

/** /hot/projectList: every project, the most viewed first, with the project list's filters. */
const HotProjectList = observer(() => <ContentListPage descriptor={hotProjects} />)

export default HotProjectList
