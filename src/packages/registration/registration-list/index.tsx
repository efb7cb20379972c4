import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import type { RegistrationSummary } from '@/contract/registration'
import type { PersonKind, RegistrationKind } from '@/contract/registration.codes'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { labelOf, mainStatus, useMine, useOptions, useRules } from '../shared/data'
import { Hero, routeWay, type Way, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** Every way to register, each with where the user stands in it. */
const RegistrationList = observer(() => {
  const t = useT()
  const { user } = useStores()
  const options = useOptions()
  const rules = useRules()
  const mine = useMine()
  usePullDownRefresh(() => void mine.reload().finally(() => Taro.stopPullDownRefresh()))
  return (
    <PageShell route='registrationList'>
      <RequestView request={options}>
        {(data) => {
          const list = user.loggedIn ? (mine.data?.list ?? []) : []
          const stateOf = (kind: RegistrationKind, personKind?: PersonKind) => {
            const found = list.find(
              (one: RegistrationSummary) => one.kind === kind && (!personKind || one.personKind === personKind),
            )
            return found ? labelOf(data.statuses, mainStatus(found)) : t('registration.list.notRegistered')
          }
          const ways: Way[] = [
            ...data.personKinds.map((kind) => ({
              key: kind.value,
              title: kind.label,
              text: stateOf('person', kind.value as PersonKind),
              target:
                kind.value === 'exhibitorStaff'
                  ? ({ route: 'exhibitorReg' } as const)
                  : ({ route: 'visitSingleReg', query: { kind: kind.value as PersonKind } } as const),
            })),
            routeWay(t, 'group', 'groupReg', stateOf('group')),
            routeWay(t, 'organisation', 'orgReg', stateOf('organisation')),
            routeWay(t, 'neuemesse', 'neuemesse', t('registration.way.overseas')),
            routeWay(t, 'wuyiSummit', 'wuyiSummit', t('registration.way.summit')),
            routeWay(t, 'finance', 'projectFormFinance', t('registration.project.financeIntro')),
            routeWay(t, 'invest', 'projectFormInvest', t('registration.project.investIntro')),
          ]
          return (
            <View className='reg-page'>
              <Hero
                title={t('registration.route.registrationList')}
                text={rules.data?.notices.deadline}
                tone={rules.data?.open === false ? 'closed' : undefined}
              />
              <Ways ways={ways} />
            </View>
          )
        }}
      </RequestView>
    </PageShell>
  )
})

export default RegistrationList
