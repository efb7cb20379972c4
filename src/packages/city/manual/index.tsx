import '@/i18n/city.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { RichContent } from '@/components/rich-content'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { city } from '@/contract/city.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import '../shared/city.scss'

/** The current city's investment guide: its chapters, each opening to its sanitised text (the first one open). */
const Manual = observer(() => {
  const t = useT()
  const { area } = useStores()
  const chapters = useEndpoint(city.manual, { areaId: area.city.id })
  const [openId, setOpenId] = useState<number | null>(null)
  const list = chapters.data ?? []
  const shown = openId ?? list[0]?.id

  return (
    <PageShell route='manual'>
      {list.length > 0 ? (
        <View className='city-card'>
          <View className='city-card__head'>
            <Text className='city-card__heading'>{area.city.name || t('city.route.manual')}</Text>
            <Text className='city-card__note'>{t('city.manual.chapters')}</Text>
          </View>
          {list.map((chapter, index) => (
            <View key={chapter.id} className='city-chapter'>
              <View
                className={`city-chapter__title${chapter.id === shown ? ' city-chapter__title--open' : ''}`}
                data-testid='manual-chapter'
                onClick={() => setOpenId(chapter.id === shown ? -1 : chapter.id)}
              >
                <Text>{`${index + 1}. ${chapter.title}`}</Text>
                <Text>{chapter.id === shown ? '−' : '+'}</Text>
              </View>
              {chapter.id === shown && (
                <View className='city-chapter__body' data-testid='manual-content'>
                  <RichContent html={chapter.content} />
                </View>
              )}
            </View>
          ))}
        </View>
      ) : (
        <StatusView
          status={chapters.status === 'ready' ? 'empty' : chapters.status}
          onRetry={() => void chapters.reload()}
        />
      )}
    </PageShell>
  )
})

export default Manual
