import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { registrations } from '@/contract/registration.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { labelOf, pickRegistrationOf, useMine, useOptions } from '../shared/data'
import { RegistrationCard } from '../shared/summary-card'
import { Hero } from '../shared/ui'
import '../shared/registration.scss'

/** Whether the user signed up for the fair and where the sign-up stands. */
const SignupView = observer(() => {
  const t = useT()
  const info = useEndpoint(registrations.signUpInfo, undefined, { loading: true })
  const mine = useMine()
  const options = useOptions()
  return (
    <RequestView request={info}>
      {(data) => {
        const person = mine.data && pickRegistrationOf(mine.data.list)
        return (
          <View className='reg-page'>
            <Hero
              testId='signup-state'
              title={t(data.registered ? 'registration.signup.registered' : 'registration.signup.none')}
              text={data.registered && options.data ? labelOf(options.data.statuses, data.status) : undefined}
              tone={data.registered ? 'done' : undefined}
            />
            {person && options.data && (
              <RegistrationCard
                state={person}
                title={person.title}
                statuses={options.data.statuses}
                onChanged={() => void mine.reload()}
              />
            )}
            {!data.registered && (
              <View className='reg-card'>
                <Text className='reg-card__text'>{t('registration.signup.lead')}</Text>
                <Button type='primary' block onClick={() => void navigate('visitorSignup')} data-testid='signup-go'>
                  {t('registration.route.visitorSignup')}
                </Button>
              </View>
            )}
          </View>
        )
      }}
    </RequestView>
  )
})

export default function SignupViewPage() {
  return (
    <PageShell route='signupView' loginHint='registration.loginHint'>
      <SignupView />
    </PageShell>
  )
}
