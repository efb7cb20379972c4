import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { useRules } from '../shared/data'
import { ServiceHours } from '../shared/deadline-view'
import { CodeForm } from '../shared/invitation'
import { Hero, Notes } from '../shared/ui'
import '../shared/registration.scss'

/** The summit's registration: its guests are invited, and register with the code of their invitation. */
const WuyiSummit = observer(() => {
  const t = useT()
  const { user } = useStores()
  const { params } = useRouter()
  const rules = useRules()
  return (
    <PageShell route='wuyiSummit'>
      <RequestView request={rules}>
        {(data) => (
          <View className='reg-page'>
            <Hero
              title={t('registration.summit.title')}
              text={t('registration.invitation.dates', { from: data.fairStart, to: data.fairEnd })}
            />
            <Notes
              title={t('registration.summit.how')}
              testId='summit-rules'
              lines={[t('registration.summit.invited'), t('registration.notice.realName'), data.notices.deadline]}
            />
            {user.loggedIn && data.open && <CodeForm code={params.code} />}
            <ServiceHours rules={data} />
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default WuyiSummit
