import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { useMine, useOptions } from '../shared/data'
import { RegistrationCard } from '../shared/summary-card'
import { Hero, Notes } from '../shared/ui'
import '../shared/registration.scss'

/** The user's professional visitor status, or what it is and the way to apply. */
const Professional = observer(() => {
  const t = useT()
  const mine = useMine()
  const options = useOptions()
  return (
    <RequestView request={mine}>
      {({ list }) => {
        const professional = list.find((one) => one.personKind === 'professionalVisitor')
        return (
          <View className='reg-page'>
            <Hero
              title={t('registration.route.mypageProfessional')}
              text={t('registration.personKind.professionalVisitor')}
            />
            {professional && options.data ? (
              <RegistrationCard
                state={professional}
                title={professional.title}
                statuses={options.data.statuses}
                onChanged={() => void mine.reload()}
              />
            ) : (
              <>
                <Notes
                  title={t('registration.professional.what')}
                  lines={[t('registration.professional.who'), t('registration.professional.review')]}
                />
                <View className='reg-card'>
                  <Button
                    type='primary'
                    block
                    onClick={() => void navigate('mypageProfessionalApply')}
                    data-testid='professional-apply'
                  >
                    {t('registration.route.mypageProfessionalApply')}
                  </Button>
                </View>
              </>
            )}
          </View>
        )
      }}
    </RequestView>
  )
})

export default function MypageProfessional() {
  return (
    <PageShell route='mypageProfessional' loginHint='registration.loginHint'>
      <Professional />
    </PageShell>
  )
}
