import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { useMine, useOptions, useRules } from '../shared/data'
import { HallsToExhibit } from '../shared/halls'
import { RegistrationCard } from '../shared/summary-card'
import { Hero } from '../shared/ui'
import '../shared/registration.scss'

/** An enterprise signs up to exhibit: its application's state, or the halls and areas to apply for. */
const ExhibitionSignup = observer(() => {
  const t = useT()
  const { user } = useStores()
  const options = useOptions()
  const rules = useRules()
  const mine = useMine()
  const organisation = user.loggedIn ? mine.data?.list.find((one) => one.kind === 'organisation') : undefined
  return (
    <PageShell route='exhibitionsignup'>
      <RequestView request={options}>
        {(data) => (
          <View className='reg-page'>
            <Hero
              title={t('registration.route.exhibitionsignup')}
              text={
                rules.data &&
                t('registration.org.booths', { booth: rules.data.boothAreaM2, min: rules.data.minRentalAreaM2 })
              }
            />
            {organisation ? (
              <RegistrationCard
                state={organisation}
                title={organisation.title}
                statuses={data.statuses}
                onChanged={() => void mine.reload()}
              />
            ) : (
              <HallsToExhibit exhibitions={data.exhibitions} />
            )}
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default ExhibitionSignup
