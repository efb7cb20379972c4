import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { useReadAgainOnShow } from '@/components/shown-again'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { registrations } from '@/contract/registration.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Actions, Card, Hero, Paragraph, sectionsPage } from '@/templates/sections'
import { labelOf, pickRegistrationOf, useMine, useOptions } from '../shared/data'
import { RegistrationCard } from '../shared/summary-card'
import '../shared/registration.scss'

/** Whether the user signed up for the fair and where the sign-up stands. */
export default sectionsPage({
  route: 'signupView',
  testId: 'signup-view',
  loginHint: 'registration.loginHint',
  useRead: () =>
    joined(
      useReadAgainOnShow(useEndpoint(registrations.signUpInfo, undefined, { loading: true })),
      useMine(),
      useOptions(),
    ),
  Sections: function SignupView({ data: [info, { list }, options], reload }) {
    const t = useT()
    const person = pickRegistrationOf(list)
    return (
      <>
        <Hero
          testId='signup-state'
          title={t(info.registered ? 'registration.signup.registered' : 'registration.signup.none')}
          text={info.registered ? labelOf(options.statuses, info.status) : undefined}
          tone={info.registered ? 'done' : undefined}
        />
        {person && (
          <RegistrationCard state={person} title={person.title} statuses={options.statuses} onChanged={reload} />
        )}
        {!info.registered && (
          <Card>
            <Paragraph>{t('registration.signup.lead')}</Paragraph>
            <Actions>
              <Button type='primary' block onClick={() => void navigate('visitorSignup')} data-testid='signup-go'>
                {t('registration.route.visitorSignup')}
              </Button>
            </Actions>
          </Card>
        )}
      </>
    )
  },
})
