import '@/i18n/meeting.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { toastActionFailed } from '@/components/toast'
import type { MeetingDetail } from '@/contract/meeting'
import { goBack, navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { meetingPage } from '../shared/meeting-page'
import { MeetingFact, meetingPlace } from '../shared/meeting-summary'
import { meetingTimeRange } from '../shared/meeting-time'
import { GateNotice, useSignUpGate } from '../shared/sign-up-gate'
import { signUpAndShowResult } from '../shared/sign-up-outcome'
import { useProfile } from '../shared/use-profile'
import './index.scss'

/** The sheet itself: the meeting and the person signing up, confirmed in one tap. */
const Sheet = observer(({ meeting }: { meeting: MeetingDetail }) => {
  const t = useT()
  const stores = useStores()
  const profile = useProfile()
  const gate = useSignUpGate(meeting)
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    if (busy) return
    setBusy(true)
    try {
      await signUpAndShowResult(stores, meeting)
    } catch (error) {
      toastActionFailed(error, t)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='sign-up-sheet' data-testid='sign-up-sheet'>
      <View className='sign-up-sheet__panel'>
        <Text className='sign-up-sheet__heading'>{t('meeting.popup.heading')}</Text>
        <Text className='sign-up-sheet__title'>{meeting.title}</Text>
        <MeetingFact label={t('meeting.time')} value={meetingTimeRange(meeting.startTime, meeting.endTime)} />
        <MeetingFact label={t('meeting.venue')} value={meetingPlace(meeting)} />
        {meeting.seatsLeft !== null && (
          <MeetingFact
            label={t('meeting.popup.seatsLeft')}
            value={String(meeting.seatsLeft)}
            testId='sign-up-sheet-seats'
          />
        )}
        <MeetingFact
          label={t('meeting.popup.attendee')}
          value={[...new Set([profile?.nickname, profile?.phone])].filter(Boolean).join(' · ')}
          testId='sign-up-sheet-attendee'
          ownWords
        />
        <Text className='sign-up-sheet__hint'>{t('meeting.signUp.hint')}</Text>
        <GateNotice gate={gate} meetingId={meeting.id} />
        <View className='sign-up-sheet__actions'>
          <Button fill='outline' onClick={goBack} data-testid='sign-up-sheet-back'>
            {t('common.cancel')}
          </Button>
          <Button
            type='primary'
            loading={busy}
            disabled={gate !== 'open'}
            onClick={() => void confirm()}
            data-testid='sign-up-sheet-confirm'
          >
            {t('meeting.popup.confirm')}
          </Button>
        </View>
        {gate === 'open' && (
          <Text
            className='sign-up-sheet__link'
            onClick={() => void navigate('meetingRegform', { meetingId: meeting.id })}
            data-testid='sign-up-sheet-form'
          >
            {t('meeting.popup.form')}
          </Text>
        )}
      </View>
    </View>
  )
})

/** The compact sign-up confirmation of a meeting (query meetingId): what, when, where and who, then one tap. */
export default meetingPage('meetingPopup', 'meeting.popup.loginHint', Sheet)
