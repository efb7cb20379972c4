import '@/i18n/content.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { MAJOR_PROJECT_TYPE } from '@/features/content/facts'
import { ContentListPage } from '@/templates/content-list/content-list-page'
import { projectDescriptor } from './project-descriptor'

/** /projectList; `?type=2` lists the major projects under their own title and industry filter. */
const ProjectList = observer(() => {
  const { params } = useRouter()
  const major = Number(params.type) === MAJOR_PROJECT_TYPE
  const descriptor = useMemo(
    () =>
      projectDescriptor(
        major ? { route: 'projectList', titleKey: 'content.route.majorProjectList', major } : { route: 'projectList' },
      ),
    [major],
  )
  return <ContentListPage descriptor={descriptor} />
})

export default ProjectList
