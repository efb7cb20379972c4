import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { useRules } from '../shared/data'
import { ServiceHours } from '../shared/deadline-view'
import { Hero, Notes } from '../shared/ui'
import '../shared/registration.scss'

/** The notice to read before booking a visit: the deadline, companions, replies, on-site hours. */
const VisitorRegistration = observer(() => {
  const t = useT()
  const rules = useRules()
  return (
    <PageShell route='visitorRegistration'>
      <RequestView request={rules}>
        {(data) => (
          <View className='reg-page'>
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
            <View className='reg-card'>
              <Button
                type='primary'
                block
                disabled={!data.open}
                onClick={() => void navigate('visitReg')}
                data-testid='visitor-notice-agree'
              >
                {t(data.open ? 'registration.notice.agree' : 'registration.deadline.closed')}
              </Button>
            </View>
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default VisitorRegistration
