import '@/i18n/account.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestStatusView } from '@/components/status-view'
import { toast } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import type { HealthDeclaration } from '@/contract/account'
import { health } from '@/contract/account.endpoints'
import { signedInPage } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { formatDate } from '@/utils/date'
import { EMPTY_HEALTH, HEALTH_FIELDS, healthBody, type HealthValues } from './health-form'
import './index.scss'

/** A day's declaration: whether the entrance lets the holder through, and when it was made. */
const DeclarationCard = observer(({ declaration, today }: { declaration: HealthDeclaration; today: boolean }) => {
  const t = useT()
  return (
    <View
      className={`health-card${declaration.clear ? ' health-card--clear' : ' health-card--stop'}`}
      data-testid={today ? 'health-today' : 'health-day'}
    >
      <Text className='health-card__day'>{declaration.day}</Text>
      <Text className='health-card__verdict'>
        {t(declaration.clear ? 'account.health.clear' : 'account.health.stop')}
      </Text>
      <Text className='health-card__meta'>
        {t('account.health.declaredAt', {
          time: formatDate(declaration.declaredAt, 'HH:mm'),
          city: declaration.fromCity,
        })}
      </Text>
    </View>
  )
})

/** The daily health declaration for the venue's entrance: today's verdict, the form, the last week's. */
const HealthDeclarationPage = observer(() => {
  const t = useT()
  const { api } = useStores()
  const standing = useEndpoint(health.declaration, undefined)
  const s = standing.data
  if (!s) return <RequestStatusView request={standing} />
  const form: FormDescriptor<HealthValues> = {
    id: 'health',
    initial: EMPTY_HEALTH,
    fields: HEALTH_FIELDS,
    draft: 'health',
    invalidToast: 'account.health.incomplete',
    submitLabel: s.current ? 'account.health.update' : 'account.health.submit',
    submit: (values) => api.account.declareHealth(healthBody(values)),
    onSuccess: () => {
      toast(t('account.health.sent'), 'success')
      void standing.reload()
    },
  }
  return (
    <View className='health'>
      {s.current ? (
        <DeclarationCard declaration={s.current} today />
      ) : (
        <Text className='health__notice' data-testid='health-none'>
          {t('account.health.none', { day: s.today })}
        </Text>
      )}
      <FormTemplate form={form} />
      {s.history.filter((d) => d.day !== s.today).length > 0 && (
        <View className='health__history'>
          <Text className='health__heading'>{t('account.health.history')}</Text>
          {s.history
            .filter((d) => d.day !== s.today)
            .map((d) => (
              <DeclarationCard key={d.day} declaration={d} today={false} />
            ))}
        </View>
      )}
    </View>
  )
})

export default signedInPage('mypageAntiepidemic', 'account.health.loginHint', HealthDeclarationPage)
