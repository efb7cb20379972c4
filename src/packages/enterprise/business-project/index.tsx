import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { ProjectCard } from '@/components/project-card'
import { navigate } from '@/routes/navigate'
import type { ProjectCard as Project } from '@/services/api/common-client.dto'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'

/** One enterprise's investment projects (query `id` = the enterprise). */
const BusinessProject = observer(() => {
  const { params } = useRouter()
  const enterpriseId = Number(params.id)
  const descriptor = useMemo<ContentListDescriptor<Project>>(
    () => ({
      route: 'businessProject',
      searchPlaceholder: 'businessProject.searchPlaceholder',
      countLabel: 'businessProject.count',
      filters: [],
      fetchPage: (api, page, _filters, keyword) => api.common.enterpriseProjects({ ...page, enterpriseId, keyword }),
      renderItem: (p) => (
        <ProjectCard key={p.id} project={p} onOpen={() => void navigate('projectDetail', { id: p.id, type: p.type })} />
      ),
    }),
    [enterpriseId],
  )
  return <ContentListPage descriptor={descriptor} />
})

export default BusinessProject
