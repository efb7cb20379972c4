import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { failureText, toast } from '@/components/toast'
import type { AgendaConflict, MeetingRequest } from '@/contract/network'
import { useStores, useT } from '@/stores/context'
import { networkListsChanged } from '../shared/lists-changed'
import { PersonRow } from '../shared/person-row'
import { ConflictLines, SlotSheet, conflictsOf, slotText } from '../shared/slot-sheet'

/**
 * A meeting request: its topic, slot and point, where it stands, what is in the way, and the caller's answers; an
 * acceptance refused says why and offers another slot.
 */
export const RequestRow = observer(({ item }: { item: MeetingRequest }) => {
  const t = useT()
  const stores = useStores()
  const { api } = stores
  const [request, setRequest] = useState(item)
  const [busy, setBusy] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<{ action: string; message: string; conflicts: AgendaConflict[] } | null>(null)
  const [proposing, setProposing] = useState(false)

  const act = async (
    name: string,
    call: () => Promise<MeetingRequest>,
    done: 'accepted' | 'declined' | 'cancelled',
  ) => {
    if (busy) return
    setBusy(name)
    setRefusal(null)
    try {
      setRequest(await call())
      networkListsChanged(stores)
      toast(t(`network.negotiate.done.${done}`), 'success')
    } catch (error) {
      const message = failureText(error, t)
      setRefusal({ action: name, message, conflicts: conflictsOf(error) })
      toast(message)
    } finally {
      setBusy(null)
    }
  }

  const pending = request.status === 'pending'
  const conflicts = refusal?.conflicts.length ? refusal.conflicts : pending ? request.conflicts : []
  return (
    <PersonRow
      person={request.counterpart}
      testId='meeting-request'
      note={
        <>
          {t(`network.negotiate.status.${request.status}`)}
          {pending && !request.awaitingMe ? ` · ${t('network.negotiate.awaitingThem')}` : ''}
        </>
      }
      actions={
        pending ? (
          <>
            {request.awaitingMe && (
              <>
                <Button
                  size='small'
                  type='primary'
                  loading={busy === 'accept'}
                  onClick={() => void act('accept', () => api.network.acceptMeeting(request.id), 'accepted')}
                  data-testid='meeting-accept'
                >
                  {t('network.negotiate.accept')}
                </Button>
                <Button size='small' fill='outline' onClick={() => setProposing(true)} data-testid='meeting-propose'>
                  {t('network.negotiate.propose')}
                </Button>
                <Button
                  size='small'
                  fill='outline'
                  loading={busy === 'decline'}
                  onClick={() => void act('decline', () => api.network.declineMeeting(request.id), 'declined')}
                  data-testid='meeting-decline'
                >
                  {t('network.negotiate.decline')}
                </Button>
              </>
            )}
            <Button
              size='small'
              fill='none'
              loading={busy === 'cancel'}
              onClick={() => void act('cancel', () => api.network.cancelMeeting(request.id), 'cancelled')}
              data-testid='meeting-cancel'
            >
              {t('network.negotiate.cancel')}
            </Button>
          </>
        ) : null
      }
    >
      <View className='meeting-facts' data-testid='meeting-facts' data-status={request.status}>
        {request.topic && (
          <View className='meeting-facts__topic' data-testid='meeting-topic'>
            <Text>{t('network.negotiate.topic')}</Text>
            <Text data-own-words>{request.topic}</Text>
          </View>
        )}
        <Text className='meeting-facts__line'>
          {t('network.negotiate.when', { time: slotText(request.startTime, request.endTime) })}
        </Text>
        <Text className='meeting-facts__line'>
          {t('network.negotiate.where', { point: `${request.point.name} · ${request.point.location}` })}
        </Text>
        {request.note && (
          <Text className='meeting-facts__line' data-own-words>
            {request.note}
          </Text>
        )}
        {request.proposals > 0 && (
          <Text className='meeting-facts__line'>{t('network.negotiate.proposals', { count: request.proposals })}</Text>
        )}
        {request.reason && <Text className='meeting-facts__line'>{request.reason}</Text>}
        {refusal && conflicts.length === 0 && (
          <Text className='meeting-facts__problem' data-testid='meeting-refusal'>
            {refusal.message}
          </Text>
        )}
        <ConflictLines conflicts={conflicts} className='meeting-facts__problem' testId='meeting-conflict' />
        {refusal?.action === 'accept' && pending && request.awaitingMe && (
          <View className='meeting-facts__way'>
            <Button size='small' type='primary' onClick={() => setProposing(true)} data-testid='meeting-other-slot'>
              {t('network.negotiate.otherSlot')}
            </Button>
          </View>
        )}
        {request.status === 'accepted' && (
          <Text className='meeting-facts__agenda' data-testid='meeting-in-agenda'>
            {t('network.negotiate.inAgenda')}
          </Text>
        )}
      </View>
      {proposing && (
        <SlotSheet
          visible={proposing}
          title='network.negotiate.propose'
          withName={request.counterpart.name}
          asking={false}
          onClose={() => setProposing(false)}
          onSubmit={({ startTime, pointId }) => api.network.proposeSlot({ id: request.id, startTime, pointId })}
          onDone={(next) => {
            setProposing(false)
            setRefusal(null)
            setRequest(next)
            networkListsChanged(stores)
            toast(t('network.negotiate.done.proposed'), 'success')
          }}
        />
      )}
    </PersonRow>
  )
})
