import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, Hero, sectionsPage } from '@/templates/sections'
import { useRules } from '../shared/data'
import { ServiceHours } from '../shared/deadline-view'
import { Notes } from '../shared/ui'
import '../shared/registration.scss'

/** The notice to read before booking a visit: the deadline, companions, replies, on-site hours. */
export default sectionsPage({
  route: 'visitorRegistration',
  testId: 'visitor-registration',
  useRead: useRules,
  Sections: function VisitorRegistration({ data }) {
    const t = useT()
    return (
      <>
        <Hero title={t('registration.notice.title')} text={t('registration.notice.lead')} />
        <Notes
          title={t('registration.notice.read')}
          testId='visitor-notice'
          lines={[
            t('registration.notice.realName'),
            data.notices.deadline,
            data.notices.companion,
            data.notices.reply,
            t('registration.notice.image', { size: `${data.imageMaxBytes / 1024 / 1024}MB` }),
          ]}
        />
        <ServiceHours rules={data} />
        <Card>
          <Button
            type='primary'
            block
            disabled={!data.open}
            onClick={() => void navigate('visitReg')}
            data-testid='visitor-notice-agree'
          >
            {t(data.open ? 'registration.notice.agree' : 'registration.deadline.closed')}
          </Button>
        </Card>
      </>
    )
  },
})
