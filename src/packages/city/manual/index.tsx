import '@/i18n/city.pages'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { RichContent } from '@/components/rich-content'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { city } from '@/contract/city.endpoints'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import '../shared/city.scss'

/** The current city's investment guide: its chapters, each opening to its sanitised text (the first one open). */
export default sectionsPage({
  route: 'manual',
  testId: 'manual',
  useRead: () => useEndpoint(city.manual, { areaId: useStores().area.city.id }),
  Sections: function Manual({ data: chapters }) {
    const t = useT()
    const { area } = useStores()
    const [openId, setOpenId] = useState<number | null>(null)
    if (chapters.length === 0) return <StatusView status='empty' />
    const shown = openId ?? chapters[0].id
    return (
      <View className='city-card'>
        <View className='city-card__head'>
          <Text className='city-card__heading'>{area.city.name || t('city.route.manual')}</Text>
          <Text className='city-card__note'>{t('city.manual.chapters')}</Text>
        </View>
        {chapters.map((chapter, index) => (
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
    )
  },
})
