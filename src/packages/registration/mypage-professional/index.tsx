import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { joined } from '@/components/use-endpoint'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, Hero, sectionsPage } from '@/templates/sections'
import { useMine, useOptions } from '../shared/data'
import { RegistrationCard } from '../shared/summary-card'
import { Notes } from '../shared/ui'
import '../shared/registration.scss'

/** The user's professional visitor status, or what it is and the way to apply. */
export default sectionsPage({
  route: 'mypageProfessional',
  testId: 'mypage-professional',
  loginHint: 'registration.loginHint',
  useRead: () => joined(useMine(), useOptions()),
  Sections: function MypageProfessional({ data: [{ list }, options], reload }) {
    const t = useT()
    const professional = list.find((one) => one.personKind === 'professionalVisitor')
    return (
      <>
        <Hero
          title={t('registration.route.mypageProfessional')}
          text={t('registration.personKind.professionalVisitor')}
        />
        {professional ? (
          <RegistrationCard
            state={professional}
            title={professional.title}
            statuses={options.statuses}
            onChanged={reload}
          />
        ) : (
          <>
            <Notes
              title={t('registration.professional.what')}
              lines={[t('registration.professional.who'), t('registration.professional.review')]}
            />
            <Card>
              <Button
                type='primary'
                block
                onClick={() => void navigate('mypageProfessionalApply')}
                data-testid='professional-apply'
              >
                {t('registration.route.mypageProfessionalApply')}
              </Button>
            </Card>
          </>
        )}
      </>
    )
  },
})
