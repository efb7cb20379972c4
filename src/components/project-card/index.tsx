import { observer } from 'mobx-react-lite'
import type { ProjectCard as Project } from '@/contract/content'
import { ContentCard } from '../content-card'
import { useAmount } from '../use-amount'

interface Props {
  project: Project
  onOpen: (project: Project) => void
}

/** A project in a list: cover, title, industry, place and investment amount. */
export const ProjectCard = observer(({ project, onOpen }: Props) => {
  const amount = useAmount()
  return (
    <ContentCard
      cover={project.cover}
      title={project.title}
      tags={[project.industry, project.investMode]}
      place={project.region}
      highlight={amount(project.investAmount)}
      testId='project-card'
      onOpen={() => onOpen(project)}
    />
  )
})
