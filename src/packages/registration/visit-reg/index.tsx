import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import type { PersonKind } from '@/contract/registration.codes'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { pickRegistrationOf, useMine, useOptions, useRules } from '../shared/data'
import { RegistrationCard } from '../shared/summary-card'
import { Hero, routeWay, type Way, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** Choosing how a person registers: visitor, professional visitor, invited guest with a code, exhibitor staff. */
const VisitReg = observer(() => {
  const t = useT()
  const { user } = useStores()
  const options = useOptions()
  const rules = useRules()
  const mine = useMine()
  const person = mine.data && pickRegistrationOf(mine.data.list)
  return (
    <PageShell route='visitReg'>
      <RequestView request={options}>
        {(data) => {
          const kinds: Way[] = data.personKinds.map((kind) => ({
            key: kind.value,
            title: kind.label,
            text: t(`registration.personKind.${kind.value as PersonKind}`),
            target:
              kind.value === 'exhibitorStaff'
                ? { route: 'exhibitorReg' }
                : { route: 'visitSingleReg', query: { kind: kind.value as PersonKind } },
          }))
          return (
            <View className='reg-page'>
              <Hero title={t('registration.route.visitReg')} text={rules.data?.notices.deadline} />
              {user.loggedIn && person && (
                <RegistrationCard
                  state={person}
                  title={person.title}
                  statuses={data.statuses}
                  onChanged={() => void mine.reload()}
                />
              )}
              <Ways title={t('registration.visit.choose')} ways={kinds} />
              <Ways
                ways={[
                  routeWay(t, 'overseas', 'mypageAbroadCertification', t('registration.way.overseas')),
                  routeWay(t, 'group', 'groupReg', t('registration.way.group')),
                ]}
              />
            </View>
          )
        }}
      </RequestView>
    </PageShell>
  )
})

export default VisitReg
