import '@/i18n/registration.pages'
import { joined } from '@/components/use-endpoint'
import { useT } from '@/stores/context'
import { Hero, sectionsPage } from '@/templates/sections'
import { useMine, useOptions, useRules } from '../shared/data'
import { HallsToExhibit } from '../shared/halls'
import { RegistrationCard } from '../shared/summary-card'
import '../shared/registration.scss'

/** An enterprise signs up to exhibit: its application's state, or the halls and areas to apply for. */
export default sectionsPage({
  route: 'exhibitionsignup',
  testId: 'exhibition-signup',
  useRead: () => joined(useOptions(), useRules(), useMine()),
  Sections: function ExhibitionSignup({ data: [options, rules, { list }], reload }) {
    const t = useT()
    const organisation = list.find((one) => one.kind === 'organisation')
    return (
      <>
        <Hero
          title={t('registration.route.exhibitionsignup')}
          text={t('registration.org.booths', { booth: rules.boothAreaM2, min: rules.minRentalAreaM2 })}
        />
        {organisation ? (
          <RegistrationCard
            state={organisation}
            title={organisation.title}
            statuses={options.statuses}
            onChanged={reload}
          />
        ) : (
          <HallsToExhibit exhibitions={options.exhibitions} />
        )}
      </>
    )
  },
})
