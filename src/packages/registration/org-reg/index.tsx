import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { useMine, useOptions, useRules } from '../shared/data'
import { RegistrationCard } from '../shared/summary-card'
import { Hero, Notes } from '../shared/ui'
import '../shared/registration.scss'

/** What applying to exhibit asks and promises (booths, raw space, the 2-14 working day contact); the application's state. */
const OrgReg = observer(() => {
  const t = useT()
  const { user } = useStores()
  const rules = useRules()
  const options = useOptions()
  const mine = useMine()
  const organisation = mine.data?.list.find((one) => one.kind === 'organisation')
  return (
    <PageShell route='orgReg'>
      <RequestView request={rules}>
        {(data) => (
          <View className='reg-page'>
            <Hero title={t('registration.route.orgReg')} text={data.notices.exhibitorContact} />
            {user.loggedIn && organisation && options.data && (
              <RegistrationCard
                state={organisation}
                title={organisation.title}
                statuses={options.data.statuses}
                onChanged={() => void mine.reload()}
              />
            )}
            <Notes
              title={t('registration.org.what')}
              testId='org-rules'
              lines={[
                t('registration.org.booths', { booth: data.boothAreaM2, min: data.minRentalAreaM2 }),
                t('registration.org.profile', { words: data.profileWordLimit, chars: data.descriptionMaxLength }),
                data.notices.reply,
                data.notices.deadline,
              ]}
            />
            {options.data && (
              <Notes
                title={t('registration.route.exhibitionSelect')}
                lines={options.data.exhibitions.map((hall) => `${hall.label}（${hall.areas.length}）`)}
              />
            )}
            <View className='reg-card'>
              <Button type='primary' block onClick={() => void navigate('exhibitionSelect')} data-testid='org-start'>
                {t('registration.org.chooseHall')}
              </Button>
              <Button block onClick={() => void navigate('orgRegForm')} data-testid='org-form'>
                {t('registration.route.orgRegForm')}
              </Button>
            </View>
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default OrgReg
