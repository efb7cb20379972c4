import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ProjectCard as Project } from '../../services/api/common-client.dto'
import './index.scss'
import { assetUrl } from '../../services/http/asset-url'
import { useAmount } from '../use-amount'

interface Props {
  project: Project
  onOpen: (project: Project) => void
}

/** A project in a list: cover, title, industry, place and investment amount. */
export const ProjectCard = observer(({ project, onOpen }: Props) => {
  const amount = useAmount()(project.investAmount)
  return (
    <View className='project-card' onClick={() => onOpen(project)} data-testid='project-card'>
      <Image className='project-card__cover' src={assetUrl(project.cover)} mode='aspectFill' lazyLoad />
      <View className='project-card__body'>
        <Text className='project-card__title'>{project.title}</Text>
        <View className='project-card__tags'>
          {[project.industry, project.investMode].filter(Boolean).map((tag) => (
            <Text key={tag} className='project-card__tag'>
              {tag}
            </Text>
          ))}
        </View>
        <View className='project-card__meta'>
          <Text className='project-card__region'>{project.region}</Text>
          <Text className='project-card__amount'>
            {amount}
          </Text>
        </View>
      </View>
    </View>
  )
})
