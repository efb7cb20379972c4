import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { failureText, toast } from '@/components/toast'
import type { Option } from '@/contract/common'
import type { RegistrationSummary } from '@/contract/registration'
import { type RegistrationStatusCode } from '@/contract/registration.codes'
import { navigate, open } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { formOf, infoOf, labelOf, statusTone } from './data'
import { registrationsChanged } from './registrations-changed'

type State = Omit<RegistrationSummary, 'title' | 'personKind'> & Partial<Pick<RegistrationSummary, 'personKind'>>

/** A review track's status as a coloured chip. */
export const StatusChip = observer(
  ({ status, statuses, testId }: { status: RegistrationStatusCode; statuses: readonly Option[]; testId?: string }) => (
    <Text className={`reg-chip reg-chip--${statusTone(status)}`} data-testid={testId}>
      {labelOf(statuses, status)}
    </Text>
  ),
)

/** Both review tracks of a registration, each with its chip (an organisation's exhibitor review first). */
export const TrackStatuses = observer(({ state, statuses }: { state: State; statuses: readonly Option[] }) => {
  const t = useT()
  return (
    <>
      {state.exhibitorStatus !== null && (
        <View className='reg-card__head'>
          <Text className='reg-card__text'>{t('registration.track.exhibitor')}</Text>
          <StatusChip status={state.exhibitorStatus} statuses={statuses} testId='reg-exhibitor-status' />
        </View>
      )}
      {state.certificateStatus !== null && (
        <View className='reg-card__head'>
          <Text className='reg-card__text'>{t('registration.track.certificate')}</Text>
          <StatusChip status={state.certificateStatus} statuses={statuses} testId='reg-certificate-status' />
        </View>
      )}
    </>
  )
})

interface Props {
  state: State
  /** The person's, group's or organisation's name. */
  title?: string
  statuses: readonly Option[]
  /** Runs after a withdrawal, so the page loads again. */
  onChanged?: () => void
  /** Offers the link to the registration's own information page. */
  withInfo?: boolean
}

/**
 * Where a registration stands: its tracks' statuses, the notice the server gives (the 72-hour promise, the exhibitor
 * contact window, a refusal's reason) and what the user may do now: modify and resubmit, withdraw, choose how the
 * badge is collected, open the badge.
 */
export const RegistrationCard = observer(({ state, title, statuses, onChanged, withInfo = true }: Props) => {
  const t = useT()
  const stores = useStores()

  const withdraw = async () => {
    const { confirm } = await Taro.showModal({
      title: t('registration.withdraw.confirm'),
      content: '',
      cancelText: t('common.cancel'),
      confirmText: t('common.confirm'),
    })
    if (!confirm) return
    try {
      await stores.api.registration.withdrawRegistration(state.id)
      registrationsChanged(stores)
      toast(t('registration.withdraw.done'))
      onChanged?.()
    } catch (error) {
      toast(failureText(error, t))
    }
  }

  return (
    <View className='reg-card' data-testid={`reg-card-${state.kind}`}>
      {title && (
        <Text className='reg-card__title' data-own-words>
          {title}
        </Text>
      )}
      <TrackStatuses state={state} statuses={statuses} />
      <Text className='reg-card__text' data-testid='reg-notice'>
        {state.notice}
      </Text>
      {state.reason && (
        <Text className='reg-card__reason' data-testid='reg-reason'>
          {t('registration.reason', { reason: state.reason })}
        </Text>
      )}
      <Text className='reg-card__note'>
        {t('registration.submittedAt', { time: formatDate(state.submittedAt, 'YYYY-MM-DD HH:mm') })}
      </Text>
      {state.collection && (
        <Text className='reg-card__note' data-testid='reg-collection'>
          {t(`registration.collection.${state.collection.method}`)}
          {state.collection.expressNumber &&
            ` · ${t('registration.expressNumber', { number: state.collection.expressNumber })}`}
        </Text>
      )}
      <View className='reg-card__actions'>
        {state.badgeReady && (
          <Button
            size='small'
            type='primary'
            onClick={() => void navigate('electronicCard', { registrationId: state.id })}
            data-testid='reg-open-badge'
          >
            {t('registration.action.badge')}
          </Button>
        )}
        {state.canModify && (
          <Button
            size='small'
            type='primary'
            onClick={() => void open(formOf(state.kind, state.personKind ?? null))}
            data-testid='reg-modify'
          >
            {t('registration.action.modify')}
          </Button>
        )}
        {!state.collection && (state.kind !== 'organisation' || state.certificateStatus !== null) && (
          <Button
            size='small'
            onClick={() => void navigate('receiveInfo', { id: state.id })}
            data-testid='reg-choose-collection'
          >
            {t('registration.action.collection')}
          </Button>
        )}
        {withInfo && (
          <Button size='small' onClick={() => void open(infoOf(state))} data-testid='reg-open-info'>
            {t('registration.action.info')}
          </Button>
        )}
        {state.canWithdraw && (
          <Button size='small' fill='outline' onClick={() => void withdraw()} data-testid='reg-withdraw'>
            {t('registration.action.withdraw')}
          </Button>
        )}
      </View>
    </View>
  )
})

/** The user's registrations as listed, a card each. */
export const SummaryCards = observer(
  ({
    list,
    statuses,
    onChanged,
  }: {
    list: readonly RegistrationSummary[]
    statuses: readonly Option[]
    onChanged: () => void
  }) => (
    <>
      {list.map((summary) => (
        <RegistrationCard
          key={summary.id}
          state={summary}
          title={summary.title}
          statuses={statuses}
          onChanged={onChanged}
        />
      ))}
    </>
  ),
)
