import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { RegistrationRules } from '@/contract/registration'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'

/** The on-site service hours, one line a day. */
export const ServiceHours = observer(({ rules }: { rules: RegistrationRules }) => {
  const t = useT()
  return (
    <View className='reg-card' data-testid='reg-service-hours'>
      <Text className='reg-card__title'>{t('registration.serviceHours')}</Text>
      {rules.serviceHours.map((day) => (
        <Text key={day.date} className='reg-card__line'>
          {day.label}
        </Text>
      ))}
      <Text className='reg-card__note'>{rules.notices.companion}</Text>
    </View>
  )
})

/** Pre-registration is closed: when it closed, and where and when to register on site instead. */
export const DeadlineView = observer(({ rules }: { rules: RegistrationRules }) => {
  const t = useT()
  return (
    <View className='reg-page' data-testid='reg-deadline'>
      <View className={`reg-hero${rules.open ? '' : ' reg-hero--closed'}`}>
        <Text className='reg-hero__title'>
          {t(rules.open ? 'registration.documents.open' : 'registration.deadline.closed')}
        </Text>
        <Text className='reg-hero__text'>
          {t('registration.deadline.at', { time: formatDate(rules.deadline, 'YYYY-MM-DD HH:mm') })}
        </Text>
      </View>
      <View className='reg-card'>
        <Text className='reg-card__text' data-testid='reg-deadline-notice'>
          {rules.notices.deadline}
        </Text>
      </View>
      <ServiceHours rules={rules} />
    </View>
  )
})
