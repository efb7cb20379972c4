import '@/i18n/registration.pages'
import { joined } from '@/components/use-endpoint'
import { useT } from '@/stores/context'
import { Hero, sectionsPage } from '@/templates/sections'
import { useOptions, useRules } from '../shared/data'
import { ServiceHours } from '../shared/deadline-view'
import { Notes, routeWay, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** The entry of overseas visitors and exhibitors: the documents taken and the ways to register. */
export default sectionsPage({
  route: 'neuemesse',
  testId: 'neuemesse',
  useRead: () => joined(useRules(), useOptions()),
  Sections: function Neuemesse({ data: [rules, options] }) {
    const t = useT()
    return (
      <>
        <Hero
          title={t('registration.overseas.title')}
          text={t('registration.invitation.dates', { from: rules.fairStart, to: rules.fairEnd })}
        />
        <Notes
          title={t('registration.overseas.documents')}
          testId='overseas-documents'
          lines={options.idTypes.filter((type) => type.value !== 'idCard').map((type) => type.label)}
        />
        <Ways
          ways={[
            {
              key: 'visitor',
              title: t('registration.overseas.visit'),
              text: rules.notices.reply,
              target: { route: 'visitSingleReg', query: { kind: 'visitor', overseas: '1' } },
            },
            {
              key: 'professional',
              title: t('registration.overseas.professional'),
              text: t('registration.personKind.professionalVisitor'),
              target: { route: 'visitSingleReg', query: { kind: 'professionalVisitor', overseas: '1' } },
            },
            routeWay(t, 'organisation', 'orgReg', rules.notices.exhibitorContact),
          ]}
        />
        <ServiceHours rules={rules} />
      </>
    )
  },
})
