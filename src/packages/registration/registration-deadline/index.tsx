import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { useRules } from '../shared/data'
import { DeadlineView } from '../shared/deadline-view'
import '../shared/registration.scss'

/** Pre-registration's closed state with the on-site service hours; while it is still open, the way to register. */
const RegistrationDeadline = observer(() => {
  const t = useT()
  const rules = useRules()
  return (
    <PageShell route='registrationDeadline'>
      <RequestView request={rules}>
        {(data) => (
          <>
            <DeadlineView rules={data} />
            {data.open && (
              <View className='reg-card'>
                <Button type='primary' block onClick={() => void navigate('visitReg')} data-testid='deadline-register'>
                  {t('registration.deadline.stillOpen')}
                </Button>
              </View>
            )}
          </>
        )}
      </RequestView>
    </PageShell>
  )
})

export default RegistrationDeadline
