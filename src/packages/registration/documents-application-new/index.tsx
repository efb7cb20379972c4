import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { RealNameStatus } from '@/contract/account.codes'
import { RegistrationStatus } from '@/contract/registration.codes'
import { PageShell } from '@/features/layout/page-shell'
import { navigate, open, type RouteTarget } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { mainStatus, pickRegistrationOf, useMine } from '../shared/data'
import { Steps } from '../shared/ui'
import '../shared/registration.scss'

/** Where the user stands in getting a badge, step by step, and the one thing to do next. */
const Progress = observer(() => {
  const t = useT()
  const { user } = useStores()
  const mine = useMine()
  return (
    <RequestView request={mine}>
      {({ list }) => {
        const person = pickRegistrationOf(list)
        const status = person ? mainStatus(person) : null
        const verified = user.profile?.realNameStatus === RealNameStatus.verified
        const step = !verified
          ? 0
          : !person
            ? 1
            : person.badgeReady
              ? person.collection
                ? 5
                : 4
              : status === RegistrationStatus.approved || status === RegistrationStatus.certificateMaking
                ? 3
                : 2
        const next: { label: Parameters<typeof t>[0]; target: RouteTarget } | null = [
          { label: 'registration.progress.verify' as const, target: { route: 'mypageRealname' } as RouteTarget },
          { label: 'registration.progress.register' as const, target: { route: 'visitReg' } as RouteTarget },
          { label: 'registration.progress.status' as const, target: { route: 'visitorRegInfo' } as RouteTarget },
          { label: 'registration.progress.status' as const, target: { route: 'visitorRegInfo' } as RouteTarget },
          { label: 'registration.progress.collect' as const, target: { route: 'receiveInfo' } as RouteTarget },
          { label: 'registration.progress.badge' as const, target: { route: 'electronicCard' } as RouteTarget },
        ][step]
        return (
          <View className='reg-page'>
            <Steps
              testId='progress-steps'
              current={step}
              steps={[
                t('registration.progress.step.verify'),
                t('registration.progress.step.register'),
                t('registration.progress.step.review'),
                t('registration.progress.step.certificate'),
                t('registration.progress.step.collect'),
              ]}
            />
            {person?.reason && (
              <View className='reg-card'>
                <Text className='reg-card__reason'>{t('registration.reason', { reason: person.reason })}</Text>
              </View>
            )}
            {next && (
              <View className='reg-card'>
                <Button type='primary' block onClick={() => void open(next.target)} data-testid='progress-next'>
                  {t(next.label)}
                </Button>
                {person && (
                  <Button block onClick={() => void navigate('resultPage', { id: person.id })}>
                    {t('registration.route.resultPage')}
                  </Button>
                )}
              </View>
            )}
          </View>
        )
      }}
    </RequestView>
  )
})

export default function DocumentsApplicationNew() {
  return (
    <PageShell route='documentsApplicationNew' loginHint='registration.loginHint'>
      <Progress />
    </PageShell>
  )
}
