import '@/i18n/fair.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestPage } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { Card, Hero, TilesCard } from '@/templates/sections'
import { useFairInfo } from '../shared/fair-info'

/** Where visitors arrive from Fujian's government service app: the fair at a glance and the services they came for. */
const MztEnter = observer(() => {
  const t = useT()
  const envelope = useFairInfo()
  const stage = { ...envelope, data: envelope.data?.data }
  return (
    <RequestPage route='mztCifitEnter' request={stage}>
      {(info) => (
        <View className='fair-page' data-testid='mzt-enter'>
          <Hero
            kicker={t('fair.mzt.kicker')}
            title={info.fairName}
            text={t(`fair.stage.${info.stage}`, { days: info.daysToOpening, start: info.startDate, end: info.endDate })}
          />
          <TilesCard
            title='fair.mzt.services'
            tiles={[
              { route: 'participationGuide', label: 'fair.mzt.register' },
              'handbook',
              { route: 'meetingList', label: 'fair.landing.meetings' },
              { route: 'projectList', label: 'fair.mzt.projects' },
              { route: 'policy', label: 'fair.mzt.policies' },
              'hotelOrder',
              'mypageAntiepidemic',
              'contactUs',
              'questionnaire',
            ]}
          />
          <Card title={t('fair.mzt.help')}>
            <Text className='sections-card__text'>{t('fair.mzt.helpText', { phone: info.servicePhone })}</Text>
          </Card>
        </View>
      )}
    </RequestPage>
  )
})

export default MztEnter
