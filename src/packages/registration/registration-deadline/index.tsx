import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, sectionsPage } from '@/templates/sections'
import { useRules } from '../shared/data'
import { DeadlineView } from '../shared/deadline-view'
import '../shared/registration.scss'

/** Pre-registration's closed state with the on-site service hours; while it is still open, the way to register. */
export default sectionsPage({
  route: 'registrationDeadline',
  testId: 'registration-deadline',
  useRead: useRules,
  Sections: function RegistrationDeadline({ data }) {
    const t = useT()
    return (
      <>
        <DeadlineView rules={data} />
        {data.open && (
          <Card>
            <Button type='primary' block onClick={() => void navigate('visitReg')} data-testid='deadline-register'>
              {t('registration.deadline.stillOpen')}
            </Button>
          </Card>
        )}
      </>
    )
  },
})
