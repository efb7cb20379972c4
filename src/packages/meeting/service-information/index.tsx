import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { GuideSection } from '@/contract/fair.codes'
import { navigate } from '@/routes/navigate'
import { ROUTES } from '@/routes/table'
import { useT } from '@/stores/context'
import { GuideEntryRow, guideSectionPage } from '../shared/guide-parts'
import './index.scss'

/** The venue's other doors, each titled as its own page. */
const DOORS = ['mapNavigation', 'exhibitionHall', 'exhibitionNotice', 'exhibitionContactUs'] as const

/** The doors to the rest of the guide, then the heading of the service topics. */
const Doors = observer(() => {
  const t = useT()
  return (
    <>
      <View className='service-doors'>
        {DOORS.map((door) => (
          <View
            key={door}
            className='service-doors__item'
            data-testid='service-door'
            onClick={() => void navigate(door)}
          >
            <Text className='service-doors__badge'>{t(ROUTES[door].title).slice(0, 1)}</Text>
            <Text className='service-doors__label'>{t(ROUTES[door].title)}</Text>
          </View>
        ))}
      </View>
      <Text className='venue-heading'>{t('meeting.guide.topics')}</Text>
    </>
  )
})

/** The service guide: the venue map, halls, notices and contacts, then one row per service topic. */
export default guideSectionPage({
  route: 'serviceInformation',
  testId: 'guide-services',
  section: GuideSection.service,
  intro: 'meeting.guide.intro',
  empty: 'meeting.guide.topicsEmpty',
  Header: Doors,
  entry: (topic) => <GuideEntryRow key={topic.id} entry={topic} testId='service-topic' to='serviceInformationDetail' />,
})
