import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useShownAgain } from '@/components/shown-again'
import { RealNameStatus } from '@/contract/account.codes'
import { RegistrationStatus } from '@/contract/registration.codes'
import type { MessageKey } from '@/i18n'
import { navigate, open, type RouteTarget } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { Actions, Card, sectionsPage } from '@/templates/sections'
import { mainStatus, pickRegistrationOf, useMine } from '../shared/data'
import { Steps } from '../shared/ui'
import '../shared/registration.scss'

/** The one thing to do next at each step: verify, register, follow the review (twice), collect, open the badge. */
const NEXT: { label: MessageKey; target: RouteTarget }[] = [
  { label: 'registration.progress.verify', target: { route: 'mypageRealname' } },
  { label: 'registration.progress.register', target: { route: 'visitReg' } },
  { label: 'registration.progress.status', target: { route: 'visitorRegInfo' } },
  { label: 'registration.progress.status', target: { route: 'visitorRegInfo' } },
  { label: 'registration.progress.collect', target: { route: 'receiveInfo' } },
  { label: 'registration.progress.badge', target: { route: 'electronicCard' } },
]

/** Where the user stands in getting a badge, step by step, and the one thing to do next. */
export default sectionsPage({
  route: 'documentsApplicationNew',
  testId: 'documents-progress',
  loginHint: 'registration.loginHint',
  useRead: useMine,
  Sections: function DocumentsApplicationNew({ data: { list } }) {
    const t = useT()
    const { user } = useStores()
    // Back from real-name verification (or a review decided meanwhile): the profile says where the user stands.
    useShownAgain(() => void user.validate().catch(() => undefined))
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
    const next = NEXT[step]
    return (
      <>
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
        <Card>
          <Actions>
            <Button type='primary' block onClick={() => void open(next.target)} data-testid='progress-next'>
              {t(next.label)}
            </Button>
            {person && (
              <Button block onClick={() => void navigate('resultPage', { id: person.id })}>
                {t('registration.route.resultPage')}
              </Button>
            )}
          </Actions>
        </Card>
      </>
    )
  },
})
