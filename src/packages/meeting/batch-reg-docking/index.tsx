import '@/i18n/meeting.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { toast, toastActionFailed } from '@/components/toast'
import { useEndpoint, useLoad } from '@/components/use-endpoint'
import type { BatchSignUpResult, MeetingCard } from '@/contract/meeting'
import type { MeetingKind } from '@/contract/meeting.codes'
import { meetingSignUps, meetings as programme } from '@/contract/meeting.endpoints'
import { PointsAction } from '@/contract/points.codes'
import { signedInPage } from '@/features/layout/page-shell'
import { rewardCompletedAction } from '@/features/points/reward-context'
import type { Translate } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { allPages, BATCH_MAX, byDay, holds, toggled } from './batch-plan'
import { BatchResults } from './batch-results'
import { dayHeading, clockRange } from '../shared/fair-day'
import { meetingPlace } from '../shared/meeting-summary'
import { offerRealName } from '../shared/real-name'
import { OPEN_MEETINGS, signUpsChanged } from '../shared/sign-ups-changed'
import './index.scss'

/** The kind the page opens on: the seed's batch enrolment is for docking sessions. */
const DOCKING: MeetingKind = 'docking'

interface RowProps {
  meeting: MeetingCard
  kindLabel: string
  selected: boolean
  /** The user holds a sign-up for it already: nothing to choose. */
  signedUp: boolean
  /** What the check said would happen to it. */
  check: BatchSignUpResult | undefined
  onToggle: () => void
}

/** What the check says of one meeting: it would be signed up, the meetings in its way, or the server's reason. */
function checkText(check: BatchSignUpResult, t: Translate): string {
  if (check.outcome === 'signedUp') return t('meeting.batch.wouldSignUp')
  if (check.conflicts.length === 0) return check.msg
  const titles = check.conflicts.map((conflict) => t('meeting.agenda.quoted', { title: conflict.title }))
  return t('meeting.batch.conflicts', { titles: titles.join(t('meeting.agenda.separator')) })
}

const MeetingRow = observer(({ meeting, kindLabel, selected, signedUp, check, onToggle }: RowProps) => {
  const t = useT()
  return (
    <View
      className={`batch-row${selected ? ' batch-row--on' : ''}${signedUp ? ' batch-row--held' : ''}`}
      role='checkbox'
      aria-checked={selected}
      aria-disabled={signedUp}
      onClick={signedUp ? undefined : onToggle}
      data-testid='batch-meeting'
      data-id={meeting.id}
    >
      <View className={`batch-row__tick${selected ? ' batch-row__tick--on' : ''}`}>{selected ? '✓' : ''}</View>
      <View className='batch-row__body'>
        <Text className='batch-row__title'>{meeting.title}</Text>
        <Text className='batch-row__meta'>{`${clockRange(meeting.startTime, meeting.endTime)} · ${meetingPlace(meeting)}`}</Text>
        <View className='batch-row__tags'>
          {signedUp && <Text className='batch-row__tag batch-row__tag--held'>{t('meeting.signUp.done')}</Text>}
          {kindLabel && <Text className='batch-row__tag'>{kindLabel}</Text>}
          {meeting.seatsLeft !== null && (
            <Text className='batch-row__tag'>{t('meeting.batch.seatsLeft', { count: meeting.seatsLeft })}</Text>
          )}
          {meeting.invitationOnly && (
            <Text className='batch-row__tag batch-row__tag--invite'>{t('meeting.batch.invitationOnly')}</Text>
          )}
        </View>
        {selected && check && (
          <Text
            className={`batch-row__check batch-row__check--${holds(check.outcome) ? 'ok' : 'refused'}`}
            data-testid='batch-check'
            data-outcome={check.outcome}
          >
            {checkText(check, t)}
          </Text>
        )}
      </View>
    </View>
  )
})

const BatchEnrol = observer(() => {
  const t = useT()
  const stores = useStores()
  const { api } = stores
  const [kind, setKind] = useState<MeetingKind | ''>(DOCKING)
  // Every page of the open meetings: several answers of the list, so a load of its own.
  const meetings = useLoad(OPEN_MEETINGS, [kind], () =>
    allPages((page) => api.call(programme.list, { ...page, status: 'notStarted', kind })),
  )
  const options = useEndpoint(programme.options, undefined)
  const mine = useEndpoint(meetingSignUps.mine, undefined, { loading: true })
  const held = new Set((mine.data ?? []).map((signUp) => signUp.meetingId))
  const [selected, setSelected] = useState<number[]>([])
  /** The check's answers by meeting, and the selection they were for. */
  const [checked, setChecked] = useState<{ ids: string; results: Map<number, BatchSignUpResult> } | null>(null)
  const [submitted, setSubmitted] = useState<BatchSignUpResult[] | null>(null)
  const [busy, setBusy] = useState(false)
  usePullDownRefresh(() => void meetings.reload().finally(() => Taro.stopPullDownRefresh()))

  const kindLabel = (value: string) => options.data?.kinds.find((option) => option.value === value)?.label ?? ''
  // The check holds for the selection it was made for only: the meetings in each other's way change with it.
  const results = checked && checked.ids === selected.join(',') ? checked.results : null
  const checkedNow = results !== null
  const chosen = (meetings.data ?? []).filter((meeting) => selected.includes(meeting.id))

  const toggle = (id: number) => {
    const next = toggled(selected, id)
    if (next) setSelected(next)
    else toast(t('meeting.batch.max', { count: BATCH_MAX }))
  }

  const run = async (dryRun: boolean) => {
    if (busy || selected.length === 0) return
    setBusy(true)
    try {
      const results = await api.meeting.batchSignUp(selected, dryRun)
      if (dryRun) {
        setChecked({ ids: selected.join(','), results: new Map(results.map((result) => [result.meetingId, result])) })
        return
      }
      setSubmitted(results)
      if (results.some((result) => result.outcome === 'signedUp')) {
        signUpsChanged(stores)
        void rewardCompletedAction(stores, PointsAction.meetingSignUp)
      }
    } catch (error) {
      if (!offerRealName(error, t)) toastActionFailed(error, t)
    } finally {
      setBusy(false)
    }
  }

  if (submitted) {
    return (
      <BatchResults
        results={submitted}
        meetings={chosen}
        onAgain={() => {
          setSubmitted(null)
          setSelected([])
          setChecked(null)
          void meetings.reload()
          void mine.reload()
        }}
      />
    )
  }

  const refusals = results ? [...results.values()].filter((result) => !holds(result.outcome)).length : 0
  return (
    <View className='batch'>
      <Text className='batch__intro'>{t('meeting.batch.intro')}</Text>
      <View className='batch__kinds' role='radiogroup'>
        {([DOCKING, ''] as const).map((value) => (
          <View
            key={value || 'all'}
            role='radio'
            aria-checked={kind === value}
            className={`batch__kind${kind === value ? ' batch__kind--on' : ''}`}
            onClick={() => setKind(value)}
            data-testid={`batch-kind-${value || 'all'}`}
          >
            {value ? kindLabel(value) || t('meeting.batch.docking') : t('meeting.batch.allKinds')}
          </View>
        ))}
      </View>
      {!meetings.data ? (
        <StatusView status={meetings.status === 'error' ? 'error' : 'loading'} onRetry={() => void meetings.reload()} />
      ) : meetings.data.length === 0 ? (
        <StatusView status='empty' message='meeting.batch.empty' />
      ) : (
        byDay(meetings.data).map(({ day, meetings: list }) => (
          <View key={day} className='batch-day' data-testid='batch-day'>
            <Text className='batch-day__heading'>{dayHeading(day, t)}</Text>
            {list.map((meeting) => (
              <MeetingRow
                key={meeting.id}
                meeting={meeting}
                kindLabel={kind ? '' : kindLabel(meeting.kind)}
                selected={selected.includes(meeting.id)}
                signedUp={held.has(meeting.id)}
                check={results?.get(meeting.id)}
                onToggle={() => toggle(meeting.id)}
              />
            ))}
          </View>
        ))
      )}
      <View className='batch-bar'>
        <Text className='batch-bar__count' data-testid='batch-count'>
          {checkedNow
            ? t('meeting.batch.checked', { count: selected.length, refused: refusals })
            : t('meeting.batch.selected', { count: selected.length, max: BATCH_MAX })}
        </Text>
        <View className='batch-bar__buttons'>
          <Button
            size='small'
            type='primary'
            fill={checkedNow ? 'outline' : 'solid'}
            disabled={selected.length === 0}
            loading={busy && !checkedNow}
            onClick={() => void run(true)}
            data-testid='batch-check-button'
          >
            {t('meeting.batch.check')}
          </Button>
          <Button
            size='small'
            type='primary'
            disabled={!checkedNow || selected.length === 0}
            loading={busy && checkedNow}
            onClick={() => void run(false)}
            data-testid='batch-submit'
          >
            {t('meeting.batch.submit')}
          </Button>
        </View>
      </View>
      <Text className='batch__agenda' onClick={() => void navigate('mypageSchedule')} data-testid='batch-agenda-link'>
        {t('meeting.route.mypageSchedule')}
      </Text>
    </View>
  )
})

/**
 * Batch enrolment across the fair's days: the open meetings by day (docking sessions first, every kind on request),
 * a check of what would happen to each chosen one (the meetings in the way named), then one submission answered per
 * meeting.
 */
export default signedInPage('batchRegDocking', 'meeting.batch.loginHint', BatchEnrol)
