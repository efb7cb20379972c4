import '@/i18n/registration.pages'
import { joined } from '@/components/use-endpoint'
import type { PersonKind, RegistrationKind } from '@/contract/registration.codes'
import { useT } from '@/stores/context'
import { Hero, sectionsPage } from '@/templates/sections'
import { labelOf, mainStatus, useMine, useOptions, useRules } from '../shared/data'
import { routeWay, type Way, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** Every way to register, each with where the user stands in it (a visitor stands nowhere yet). */
export default sectionsPage({
  route: 'registrationList',
  testId: 'registration-list',
  useRead: () => joined(useOptions(), useRules(), useMine()),
  Sections: function RegistrationList({ data: [options, rules, { list }] }) {
    const t = useT()
    const stateOf = (kind: RegistrationKind, personKind?: PersonKind) => {
      const found = list.find((one) => one.kind === kind && (!personKind || one.personKind === personKind))
      return found ? labelOf(options.statuses, mainStatus(found)) : t('registration.list.notRegistered')
    }
    const ways: Way[] = [
      ...options.personKinds.map((kind) => ({
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
      <>
        <Hero
          title={t('registration.route.registrationList')}
          text={rules.notices.deadline}
          tone={rules.open ? undefined : 'closed'}
        />
        <Ways ways={ways} />
      </>
    )
  },
})
