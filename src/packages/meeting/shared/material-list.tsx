import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MeetingMaterial } from '@/contract/meeting'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { DetailSection } from '@/templates/content-detail/detail-parts'
import './meeting-parts.scss'

/** A meeting's documents, each opened by the files domain's preview and download page; nothing when it has none. */
export const MaterialList = observer(({ materials }: { materials: MeetingMaterial[] }) => {
  const t = useT()
  if (materials.length === 0) return null
  return (
    <DetailSection heading={t('meeting.materials')} testId='meeting-materials'>
      {materials.map((material) => (
        <View
          key={material.id}
          className='meeting-row'
          data-testid='meeting-material'
          onClick={() => void navigate('downView', { url: material.url, name: material.name, id: material.id })}
        >
          <Text className='meeting-row__label'>{material.name}</Text>
          <Text className='meeting-row__more'>›</Text>
        </View>
      ))}
    </DetailSection>
  )
})
