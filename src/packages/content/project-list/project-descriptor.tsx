import { observer } from 'mobx-react-lite'
import { ProjectCard } from '@/components/project-card'
import type { ListSort, ProjectCard as Project, ProjectListQuery } from '@/contract/content'
import { projects } from '@/contract/content.endpoints'
import { MAJOR_PROJECT_TYPE } from '@/features/content/facts'
import type { MessageKey } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import type { ContentListDescriptor, ListFilter } from '@/templates/content-list/content-list-page'

/** A project in a list; a major project says so first among its tags; `showViews` adds the view count. */
export const ProjectListCard = observer(({ project, showViews = false }: { project: Project; showViews?: boolean }) => {
  const t = useT()
  return (
    <ProjectCard
      project={project}
      leadTag={project.type === MAJOR_PROJECT_TYPE ? t('content.majorProject') : undefined}
      note={showViews ? t('common.views', { count: project.views }) : undefined}
    />
  )
})

interface Variant {
  route: RouteKey
  titleKey?: MessageKey
  /** Only major projects, through listMajorProject and its own industry select. */
  major?: boolean
  sort?: ListSort
  /** A member city's area code. */
  areaId?: number
}

const FILTERS: ListFilter[] = [
  { key: 'industryId', label: 'content.project.industry' },
  { key: 'carrierId', label: 'content.project.carrier' },
  { key: 'investModeId', label: 'content.project.investMode' },
  { key: 'pushTimeId', label: 'content.project.pushTime' },
]

/** The project list's descriptor for one variant: all, major, hot or one member city's projects. */
export function projectDescriptor({
  route,
  titleKey,
  major = false,
  sort,
  areaId,
}: Variant): ContentListDescriptor<Project, ProjectListQuery> {
  return {
    route,
    titleKey,
    searchPlaceholder: 'content.project.searchPlaceholder',
    countLabel: major ? 'content.majorCount' : 'content.project.count',
    filters: FILTERS,
    // The major projects' list offers their own industries.
    options: (api) => api.content.projectFilterOptions(major ? MAJOR_PROJECT_TYPE : undefined),
    endpoint: major ? projects.majorList : projects.list,
    request: (query) => ({ ...query, sort, areaId }),
    renderItem: (p) => <ProjectListCard key={p.id} project={p} showViews={sort === 'hot'} />,
  }
}
