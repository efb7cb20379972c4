import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, type ReactNode } from 'react'
import { RequestStatusView, StatusView } from '@/components/status-view'
import { RealNameStatus } from '@/contract/account.codes'
import type { RegistrationOptions, RegistrationRules } from '@/contract/registration'
import { navigate, openLink } from '@/routes/navigate'
import { ROUTES } from '@/routes/table'
import { useStores, useT } from '@/stores/context'
import { useOptions, useRules } from './data'
import { DeadlineView } from './deadline-view'

export interface Ready {
  rules: RegistrationRules
  options: RegistrationOptions
}

/** Leaves a form for /registration-deadline once pre-registration has closed. */
export const showDeadline = () => openLink(ROUTES.registrationDeadline.path, { replace: true })

/** The way to real-name verification, which registering needs first (seed 001 section 5). */
const RealNameFirst = observer(({ status }: { status: number }) => {
  const t = useT()
  return (
    <View className='reg-card reg-notice' data-testid='reg-realname-first'>
      <Text className='reg-card__title'>{t('registration.realName.title')}</Text>
      <Text className='reg-card__text'>
        {t(status === RealNameStatus.verifying ? 'registration.realName.verifying' : 'registration.realName.needed')}
      </Text>
      <Button type='primary' block onClick={() => void navigate('mypageRealname')} data-testid='reg-realname-go'>
        {t('registration.realName.go')}
      </Button>
    </View>
  )
})

/**
 * What a registration form needs before it shows: pre-registration open (else /registration-deadline instead), a
 * real-name verified user (else the way to /mypage-realname; the page checks again when the user comes back), and the
 * rules and options the fields are made from.
 */
export const RegistrationGate = observer(({ children }: { children: (ready: Ready) => ReactNode }) => {
  const { user } = useStores()
  const rules = useRules()
  const options = useOptions()
  const closed = rules.data?.open === false

  // Back from real-name verification: the profile says whether it went through.
  useDidShow(() => {
    if (user.loggedIn) void user.validate().catch(() => undefined)
  })

  useEffect(() => {
    if (closed) void showDeadline()
  }, [closed])

  if (!rules.data) return <RequestStatusView request={rules} />
  if (closed)
    return (
      <View className='reg-page'>
        <DeadlineView rules={rules.data} />
      </View>
    )
  if (!options.data) return <RequestStatusView request={options} />
  if (!user.profile) return <StatusView status='loading' />
  if (user.profile.realNameStatus !== RealNameStatus.verified)
    return <RealNameFirst status={user.profile.realNameStatus} />
  return <>{children({ rules: rules.data, options: options.data })}</>
})
