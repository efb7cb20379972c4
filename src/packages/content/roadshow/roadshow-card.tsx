import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Roadshow } from '@/contract/content'
import { MAJOR_PROJECT_TYPE } from '@/features/content/facts'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import './roadshow-card.scss'

/** "12:05" for a duration in seconds. */
function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}

/** A project roadshow: the video cover opens the roadshow video, the second button the project. */
export const RoadshowCard = observer(({ roadshow }: { roadshow: Roadshow }) => {
  const t = useT()
  const watch = () => void navigate('vipVideoDetail', { id: roadshow.videoId })
  const project = () => void navigate('projectDetail', { id: roadshow.projectId, type: roadshow.projectType })
  return (
    <View className='roadshow-card' data-testid='roadshow-card'>
      <View className='roadshow-card__media' onClick={watch}>
        <Image className='roadshow-card__cover' src={assetUrl(roadshow.cover)} mode='aspectFill' lazyLoad />
        <Text className='roadshow-card__duration'>{formatDuration(roadshow.durationSeconds)}</Text>
      </View>
      <View className='roadshow-card__body'>
        <Text className='roadshow-card__title' data-testid='roadshow-project'>
          {roadshow.projectTitle}
        </Text>
        <Text className='roadshow-card__video'>{roadshow.videoTitle}</Text>
        <View className='roadshow-card__meta'>
          {roadshow.projectType === MAJOR_PROJECT_TYPE && (
            <Text className='roadshow-card__tag'>{t('content.majorProject')}</Text>
          )}
          <Text>{[roadshow.industry, roadshow.region].filter(Boolean).join(' · ')}</Text>
        </View>
        <View className='roadshow-card__actions'>
          <Button size='small' type='primary' onClick={watch} data-testid='roadshow-watch'>
            {t('content.watchRoadshow')}
          </Button>
          <Button size='small' fill='outline' onClick={project} data-testid='roadshow-project-button'>
            {t('content.viewProject')}
          </Button>
        </View>
      </View>
    </View>
  )
})
