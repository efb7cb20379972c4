import { observer } from 'mobx-react-lite'
import type { ProjectCard as Project } from '@/contract/content'
import { navigate } from '@/routes/navigate'
import { ContentCard } from '../content-card'
import { useAmount } from '../use-amount'

interface Props {
  project: Project
  /** A tag before the industry, e.g. that the project is a major one. */
  leadTag?: string
  /** A plain note beside the tags, e.g. the view count. */
  note?: string
}

/** A project in a list: cover, title, industry, investment mode, place and amount; opens the project. */
export const ProjectCard = observer(({ project, leadTag = '', note }: Props) => {
  const amount = useAmount()
  return (
    <ContentCard
      cover={project.cover}
      title={project.title}
      tags={[leadTag, project.industry, project.investMode]}
      note={note}
      place={project.region}
      highlight={amount(project.investAmount)}
      testId='project-card'
      onOpen={() => void navigate('projectDetail', { id: project.id, type: project.type })}
    />
  )
})
