import '@/i18n/fair.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { failureText, sayFailure, toast, type WayForward } from '@/components/toast'
import { joined, useEndpoint } from '@/components/use-endpoint'
import type { VipSlot } from '@/contract/fair'
import { VipCode } from '@/contract/fair.codes'
import { vip } from '@/contract/fair.endpoints'
import { navigate } from '@/routes/navigate'
import { markEndpointsStale } from '@/services/query/client'
import { useStores, useT } from '@/stores/context'
import { Actions, Card, Paragraph, sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import './index.scss'

/** A booking refused because the user is not (or no longer) an approved VIP offers the application. */
const applyForVip: WayForward = {
  code: VipCode.notAvailable,
  label: 'fair.vipSlot.apply',
  go: () => navigate('vipBecomeVip'),
}

/** A slot: the service, where, when, how full; book it, or give the place back. */
const SlotRow = observer(({ slot, busy, onAct }: { slot: VipSlot; busy: boolean; onAct: (slot: VipSlot) => void }) => {
  const t = useT()
  const full = slot.booked >= slot.capacity
  return (
    <View className='vip-slot' data-testid='vip-slot' data-mine={slot.mine}>
      <View className='vip-slot__body'>
        <Text className='vip-slot__title'>{slot.service}</Text>
        <Text className='vip-slot__meta'>
          {`${formatDate(slot.startTime, 'HH:mm')}–${formatDate(slot.endTime, 'HH:mm')} · ${slot.place}`}
        </Text>
        <Text className='vip-slot__meta' data-testid='vip-slot-places'>
          {t('fair.vipSlot.places', { booked: slot.booked, capacity: slot.capacity })}
        </Text>
      </View>
      {slot.open && (
        <Button
          size='small'
          type={slot.mine ? 'default' : 'primary'}
          disabled={busy || (!slot.mine && full)}
          data-testid={slot.mine ? 'vip-slot-cancel' : 'vip-slot-book'}
          onClick={() => onAct(slot)}
        >
          {slot.mine ? t('fair.vipSlot.cancel') : full ? t('fair.vipSlot.full') : t('fair.vipSlot.book')}
        </Button>
      )}
      {!slot.open && <Text className='vip-slot__meta'>{t('fair.vipSlot.closed')}</Text>}
    </View>
  )
})

/** VIP appointments: the slots of each fair day for an approved VIP; the seeds' "VIP not available" for anyone else. */
export default sectionsPage({
  route: 'vipAppointment',
  testId: 'vip-appointment',
  loginHint: 'fair.vip.loginHint',
  useRead: () => joined(useEndpoint(vip.standing, undefined), useEndpoint(vip.slots, undefined)),
  Sections: function VipAppointment({ data: [standing, listed] }) {
    const t = useT()
    const { api, queries } = useStores()
    // The page's own read of the slots, to ask for them alone again after a refusal.
    const slots = useEndpoint(vip.slots, undefined)
    // The slots as the last booking or cancelling answered them, until the page is pulled to refresh.
    const [answered, setAnswered] = useState<VipSlot[] | undefined>()
    const [busy, setBusy] = useState(false)
    usePullDownRefresh(() => setAnswered(undefined))

    if (!standing.isVip)
      return (
        <Card title={t('fair.vipSlot.unavailable')} testId='vip-unavailable'>
          <Paragraph>
            {t(standing.application?.status === 'pending' ? 'fair.vipSlot.pending' : 'fair.vipSlot.applyFirst')}
          </Paragraph>
          <Actions>
            <Button type='primary' size='small' data-testid='vip-apply' onClick={() => void navigate('vipBecomeVip')}>
              {t('fair.route.vipBecomeVip')}
            </Button>
          </Actions>
        </Card>
      )

    const act = async (slot: VipSlot) => {
      setBusy(true)
      try {
        setAnswered(await (slot.mine ? api.fair.vipCancel(slot.id) : api.fair.vipBook(slot.id)))
        // This page shows the slots as the answer gives them; the cached ones are asked again when it is opened next.
        markEndpointsStale(queries, vip.slots)
        toast(t(slot.mine ? 'fair.vipSlot.cancelled' : 'fair.vipSlot.booked'), 'success')
      } catch (error) {
        sayFailure(failureText(error, t), error, t, [applyForVip])
        // The slots as they now stand, in place of what this page changed.
        await slots.reload()
        setAnswered(undefined)
      } finally {
        setBusy(false)
      }
    }

    const shown = answered ?? listed
    const days = [...new Set(shown.map((slot) => formatDate(slot.startTime, 'YYYY-MM-DD')))]
    return (
      <>
        <Text className='fair-notice'>{t('fair.vipSlot.intro')}</Text>
        {days.map((day) => (
          <Card key={day} title={day} testId='vip-day'>
            {shown
              .filter((slot) => formatDate(slot.startTime, 'YYYY-MM-DD') === day)
              .map((slot) => (
                <SlotRow key={slot.id} slot={slot} busy={busy} onAct={(s) => void act(s)} />
              ))}
          </Card>
        ))}
      </>
    )
  },
})
