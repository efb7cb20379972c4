import '@/i18n/meeting.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useShownAgain } from '@/components/shown-again'
import { StatusView } from '@/components/status-view'
import { failedState, loadingState, readyState, useEndpoint, type RequestState } from '@/components/use-endpoint'
import { exhibition } from '@/contract/exhibition.endpoints'
import { meetingSignUps, offlineSignIns } from '@/contract/meeting.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { byDay, footprintsOf, type Footprint, type FootprintKind, type FootprintSources } from './footprints'
import { EmptyPrompt } from '../shared/list-page'
import './index.scss'

const KINDS: FootprintKind[] = ['meeting', 'activity', 'booth']

/** Every source of footprints; one that fails leaves the others shown and is named as missing. */
function useSources(): RequestState<{ footprints: Footprint[]; incomplete: boolean }> {
  const signUps = useEndpoint(meetingSignUps.mine, undefined, { loading: true })
  const signIns = useEndpoint(offlineSignIns.mine, undefined, { loading: true })
  const agenda = useEndpoint(meetingSignUps.agenda, undefined)
  const booths = useEndpoint(exhibition.viewedBooths, undefined)
  const all = [signUps, signIns, agenda, booths]
  const reload = async () => void (await Promise.all(all.map((source) => source.reload())))
  const failed = all.filter((source) => source.status === 'error')
  if (all.some((source) => source.status === 'loading')) return loadingState(reload)
  if (failed.length === all.length) return failedState(failed[0].error, reload)
  const answered = <T,>(source: RequestState<T>) => (source.status === 'ready' ? source.data : undefined)
  const sources: Partial<FootprintSources> = {
    signUps: answered(signUps),
    signIns: answered(signIns),
    agenda: answered(agenda)?.entries,
    booths: answered(booths),
  }
  return readyState({ footprints: footprintsOf(sources), incomplete: failed.length > 0 }, reload)
}

/** The footprints, read again on coming back: what changed elsewhere (a sign-in at the door, a booth opened) shows. */
function useFootprints() {
  const request = useSources()
  useShownAgain(() => void request.reload())
  return request
}

function open(print: Footprint) {
  if (print.kind === 'meeting') void navigate('meetingDetails', { meetingId: print.id })
  else if (print.kind === 'activity') void navigate('ytqActivity', { id: print.id })
  else void navigate('exhibitionBooth', { id: print.id })
}

const FootprintRow = observer(({ print }: { print: Footprint }) => {
  const t = useT()
  const time = formatDate(print.time, 'HH:mm')
  return (
    <View className='footprint' data-testid='footprint' data-kind={print.kind} onClick={() => open(print)}>
      <Text className={`footprint__kind footprint__kind--${print.kind}`}>
        {t(`meeting.footprints.kind.${print.kind}`)}
      </Text>
      <View className='footprint__body'>
        <Text className='footprint__title'>{print.title}</Text>
        {print.place && <Text className='footprint__meta'>{print.place}</Text>}
        <View className='footprint__tags'>
          <Text className='footprint__meta'>
            {print.kind === 'booth' ? t('meeting.footprints.viewedAt', { time }) : time}
          </Text>
          {print.signedUp && <Text className='footprint__tag'>{t('meeting.footprints.signedUp')}</Text>}
          {print.signedIn && <Text className='footprint__tag'>{t('meeting.footprints.signedIn')}</Text>}
        </View>
      </View>
    </View>
  )
})

/**
 * Where I have been: meetings attended or signed in at the door, booth activities subscribed to that are over, and
 * the booths opened in the app, by day; each opens its page.
 */
export default sectionsPage({
  route: 'activityFootprints',
  testId: 'footprints-page',
  loginHint: 'meeting.footprints.loginHint',
  useRead: useFootprints,
  Sections: function Footprints({ data: { footprints, incomplete }, reload }) {
    const t = useT()
    const [kind, setKind] = useState<FootprintKind | ''>('')
    if (footprints.length === 0 && !incomplete) {
      return (
        <EmptyPrompt
          message='meeting.footprints.empty'
          testId='footprints-activities'
          onAction={() => void navigate('activityList')}
        >
          {t('meeting.footprints.browseActivities')}
        </EmptyPrompt>
      )
    }
    const count = (k: FootprintKind) => footprints.filter((p) => p.kind === k).length
    const days = byDay(kind ? footprints.filter((p) => p.kind === kind) : footprints)
    return (
      <>
        <Text className='footprints-summary' data-testid='footprints-summary'>
          {t('meeting.footprints.summary', {
            meetings: count('meeting'),
            activities: count('activity'),
            booths: count('booth'),
          })}
        </Text>
        <View className='footprints-kinds'>
          {(['', ...KINDS] as const).map((k) => (
            <Text
              key={k || 'all'}
              className={`footprints-kinds__item${k === kind ? ' footprints-kinds__item--on' : ''}`}
              data-testid='footprints-kind'
              onClick={() => setKind(k)}
            >
              {t(k ? `meeting.footprints.kind.${k}` : 'meeting.footprints.all')}
            </Text>
          ))}
        </View>
        {incomplete && (
          <Text className='footprints-incomplete' data-testid='footprints-incomplete' onClick={reload}>
            {t('meeting.footprints.incomplete')}
          </Text>
        )}
        {days.length === 0 && <StatusView status='empty' message='meeting.footprints.noneOfKind' />}
        {days.map(({ day, items }) => (
          <View key={day} className='footprints-day' data-testid='footprints-day'>
            <Text className='footprints-day__date'>{day}</Text>
            {items.map((print) => (
              <FootprintRow key={`${print.kind}-${print.id}`} print={print} />
            ))}
          </View>
        ))}
      </>
    )
  },
})
