import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { RegistrationRules } from '@/contract/registration'
import { useT } from '@/stores/context'
import { Card, Hero, Paragraph } from '@/templates/sections'
import { formatDate } from '@/utils/date'

/** The on-site service hours, one line a day. */
export const ServiceHours = observer(({ rules }: { rules: RegistrationRules }) => {
  const t = useT()
  return (
    <Card title={t('registration.serviceHours')} testId='reg-service-hours'>
      {rules.serviceHours.map((day) => (
        <Paragraph key={day.date}>{day.label}</Paragraph>
      ))}
      <Paragraph>{rules.notices.companion}</Paragraph>
    </Card>
  )
})

/** Pre-registration is closed: when it closed, and where and when to register on site instead. */
export const DeadlineView = observer(({ rules }: { rules: RegistrationRules }) => {
  const t = useT()
  return (
    <View data-testid='reg-deadline'>
      <Hero
        title={t(rules.open ? 'registration.documents.open' : 'registration.deadline.closed')}
        text={t('registration.deadline.at', { time: formatDate(rules.deadline, 'YYYY-MM-DD HH:mm') })}
        tone={rules.open ? undefined : 'closed'}
      />
      <Card>
        <Paragraph testId='reg-deadline-notice'>{rules.notices.deadline}</Paragraph>
      </Card>
      <ServiceHours rules={rules} />
    </View>
  )
})
