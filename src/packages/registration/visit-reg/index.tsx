import '@/i18n/registration.pages'
import { joined } from '@/components/use-endpoint'
import type { PersonKind } from '@/contract/registration.codes'
import { useT } from '@/stores/context'
import { Hero, sectionsPage } from '@/templates/sections'
import { pickRegistrationOf, useMine, useOptions, useRules } from '../shared/data'
import { RegistrationCard } from '../shared/summary-card'
import { routeWay, type Way, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** Choosing how a person registers: visitor, professional visitor, invited guest with a code, exhibitor staff. */
export default sectionsPage({
  route: 'visitReg',
  testId: 'visit-reg',
  useRead: () => joined(useOptions(), useRules(), useMine()),
  Sections: function VisitReg({ data: [options, rules, { list }], reload }) {
    const t = useT()
    const person = pickRegistrationOf(list)
    const kinds: Way[] = options.personKinds.map((kind) => ({
      key: kind.value,
      title: kind.label,
      text: t(`registration.personKind.${kind.value as PersonKind}`),
      target:
        kind.value === 'exhibitorStaff'
          ? { route: 'exhibitorReg' }
          : { route: 'visitSingleReg', query: { kind: kind.value as PersonKind } },
    }))
    return (
      <>
        <Hero title={t('registration.route.visitReg')} text={rules.notices.deadline} />
        {person && (
          <RegistrationCard state={person} title={person.title} statuses={options.statuses} onChanged={reload} />
        )}
        <Ways title={t('registration.visit.choose')} ways={kinds} />
        <Ways
          ways={[
            routeWay(t, 'overseas', 'mypageAbroadCertification', t('registration.way.overseas')),
            routeWay(t, 'group', 'groupReg', t('registration.way.group')),
          ]}
        />
      </>
    )
  },
})
