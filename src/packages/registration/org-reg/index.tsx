import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { joined } from '@/components/use-endpoint'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Actions, Card, Hero, sectionsPage } from '@/templates/sections'
import { useMine, useOptions, useRules } from '../shared/data'
import { RegistrationCard } from '../shared/summary-card'
import { Notes } from '../shared/ui'
import '../shared/registration.scss'

/** What applying to exhibit asks and promises (booths, raw space, the 2-14 working day contact); the application's state. */
export default sectionsPage({
  route: 'orgReg',
  testId: 'org-reg',
  useRead: () => joined(useRules(), useOptions(), useMine()),
  Sections: function OrgReg({ data: [rules, options, { list }], reload }) {
    const t = useT()
    const organisation = list.find((one) => one.kind === 'organisation')
    return (
      <>
        <Hero title={t('registration.route.orgReg')} text={rules.notices.exhibitorContact} />
        {organisation && (
          <RegistrationCard
            state={organisation}
            title={organisation.title}
            statuses={options.statuses}
            onChanged={reload}
          />
        )}
        <Notes
          title={t('registration.org.what')}
          testId='org-rules'
          lines={[
            t('registration.org.booths', { booth: rules.boothAreaM2, min: rules.minRentalAreaM2 }),
            t('registration.org.profile', { words: rules.profileWordLimit, chars: rules.descriptionMaxLength }),
            rules.notices.reply,
            rules.notices.deadline,
          ]}
        />
        <Notes
          title={t('registration.route.exhibitionSelect')}
          lines={options.exhibitions.map((hall) =>
            t('registration.org.hallAreas', { hall: hall.label, count: hall.areas.length }),
          )}
        />
        <Card>
          <Actions>
            <Button type='primary' block onClick={() => void navigate('exhibitionSelect')} data-testid='org-start'>
              {t('registration.org.chooseHall')}
            </Button>
            <Button block onClick={() => void navigate('orgRegForm')} data-testid='org-form'>
              {t('registration.route.orgRegForm')}
            </Button>
          </Actions>
        </Card>
      </>
    )
  },
})
