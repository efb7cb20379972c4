import '@/i18n/fair.pages'
import { useT } from '@/stores/context'
import { Card, Hero, Paragraph, sectionsPage, TilesCard } from '@/templates/sections'
import { useFairInfo } from '../shared/fair-info'

/** Where visitors arrive from Fujian's government service app: the fair at a glance and the services they came for. */
export default sectionsPage({
  route: 'mztCifitEnter',
  testId: 'mzt-enter',
  useRead: () => {
    const envelope = useFairInfo()
    return { ...envelope, data: envelope.data?.data }
  },
  Sections: function MztEnter({ data: info }) {
    const t = useT()
    return (
      <>
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
          <Paragraph>{t('fair.mzt.helpText', { phone: info.servicePhone })}</Paragraph>
        </Card>
      </>
    )
  },
})
