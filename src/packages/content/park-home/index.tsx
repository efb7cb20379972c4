import '@/i18n/content.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { ParkCard } from '@/components/park-card'
import { StatusView } from '@/components/status-view'
import { joined, useEndpoint } from '@/components/use-endpoint'
import type { Option } from '@/contract/common'
import { parks } from '@/contract/content.endpoints'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import './index.scss'

const HOT_PARK_COUNT = 5

interface EntrySection {
  heading: MessageKey
  testId: string
  options: Option[]
  open: (value: string) => void
}

/** /park: park-type and estate-type entries that open the filtered park list, then the hot parks. */
export default sectionsPage({
  route: 'park',
  testId: 'park-home',
  useRead: () =>
    joined(
      useEndpoint(parks.allTypes, undefined),
      useEndpoint(parks.estateSelect, undefined),
      useEndpoint(parks.list, { pageNum: 1, pageSize: HOT_PARK_COUNT, sort: 'hot' }),
    ),
  Sections: function ParkHome({ data: [parkTypes, estateTypes, hot] }) {
    const t = useT()
    const sections: EntrySection[] = [
      {
        heading: 'content.parkTypes',
        testId: 'park-type-entry',
        options: parkTypes,
        open: (parkTypeId) => void navigate('parkList', { parkTypeId }),
      },
      {
        heading: 'content.estateTypes',
        testId: 'estate-type-entry',
        options: estateTypes,
        open: (estateTypeId) => void navigate('parkList', { estateTypeId }),
      },
    ]
    return (
      <>
        {sections.map((section) => (
          <View key={section.heading} className='park-home__section'>
            <Text className='park-home__heading'>{t(section.heading)}</Text>
            <View className='park-home__entries'>
              {section.options.map((option) => (
                <View
                  key={option.value}
                  className='park-home__entry'
                  data-testid={section.testId}
                  onClick={() => section.open(option.value)}
                >
                  <Text>{option.label}</Text>
                </View>
              ))}
            </View>
          </View>
        ))}
        <View className='park-home__section park-home__section--list'>
          <View className='park-home__row'>
            <Text className='park-home__heading'>{t('content.hotParks')}</Text>
            <Text className='park-home__more' data-testid='hot-parks-more' onClick={() => void navigate('hotParkList')}>
              {t('common.more')}
            </Text>
          </View>
        </View>
        {hot.list.length > 0 ? (
          hot.list.map((park) => <ParkCard key={park.id} park={park} />)
        ) : (
          <StatusView status='empty' />
        )}
        <View className='park-home__all'>
          <Button block fill='outline' type='primary' onClick={() => void navigate('parkList')}>
            {t('content.allParks')}
          </Button>
        </View>
      </>
    )
  },
})
