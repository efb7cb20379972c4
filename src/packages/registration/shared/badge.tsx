import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { StatusView } from '@/components/status-view'
import { failureText } from '@/components/toast'
import type { Badge } from '@/contract/registration'
import { RegistrationCode } from '@/contract/registration.codes'
import { taroStorage } from '@/platform/storage'
import { isApiError } from '@/services/http/errors'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'

/** Where the last badge shown is kept on the device, per account, so it opens again without network. */
const badgeKey = (userId: number | string) => `registration-badge:${userId}`

/** The QR code's SVG as an image address. */
export const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

type BadgeState =
  { kind: 'loading' } | { kind: 'shown'; badge: Badge; offline: boolean } | { kind: 'none'; error: unknown }

/**
 * A registration's badge: asked of the server, and kept on the device once shown, so that without network the last
 * badge still opens (marked as kept); without one, why there is none (not issued yet, no registration).
 */
export function useBadge(registrationId: number | undefined) {
  const { api, app, user } = useStores()
  const [state, setState] = useState<BadgeState>({ kind: 'loading' })
  const owner = user.profile?.id ?? 'session'

  useEffect(() => {
    let live = true
    const kept = taroStorage.get<Badge>(badgeKey(owner))
    const load = async () => {
      const id = registrationId ?? (await api.registration.myRegistrations()).find((one) => one.badgeReady)?.id
      if (id === undefined) return null
      return api.registration.badge(id)
    }
    load().then(
      (badge) => {
        if (!live) return
        if (!badge) return setState({ kind: 'none', error: null })
        taroStorage.set(badgeKey(owner), badge)
        setState({ kind: 'shown', badge, offline: false })
      },
      (error: unknown) => {
        if (!live) return
        const unreachable = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
        const matches = kept && (registrationId === undefined || kept.registrationId === registrationId)
        if (unreachable && matches) return setState({ kind: 'shown', badge: kept, offline: true })
        setState({ kind: 'none', error })
      },
    )
    return () => {
      live = false
    }
  }, [api, app.language, owner, registrationId])

  return state
}

/** The badge as shown at the entrance: who, what kind, the QR code, whom it admits and the notes that go with it. */
export const BadgeCard = observer(({ badge, offline, large }: { badge: Badge; offline: boolean; large?: boolean }) => {
  const t = useT()
  return (
    <View className='reg-badge' data-testid='badge'>
      <Text className='reg-badge__kind'>{badge.kindLabel}</Text>
      {!large && (
        <>
          <Text className='reg-badge__name' data-testid='badge-name' data-own-words>
            {badge.name}
          </Text>
          {badge.organisation && (
            <Text className='reg-badge__org' data-own-words>
              {badge.organisation}
            </Text>
          )}
          {badge.idNumber && <Text className='reg-badge__meta'>{badge.idNumber}</Text>}
        </>
      )}
      <Image
        className='reg-badge__qr'
        src={svgSource(badge.qrSvg)}
        mode='scaleToFill'
        aria-label={t('registration.badge.qr')}
        data-testid='badge-qr'
      />
      {badge.admits > 1 && (
        <Text className='reg-badge__org'>{t('registration.badge.admits', { count: badge.admits })}</Text>
      )}
      {badge.companionNote && <Text className='reg-badge__note'>{badge.companionNote}</Text>}
      {badge.collectionNote && <Text className='reg-badge__note'>{badge.collectionNote}</Text>}
      <Text className='reg-badge__meta'>
        {t('registration.badge.validUntil', { time: formatDate(badge.expiresAt - 60_000, 'YYYY-MM-DD HH:mm') })}
      </Text>
      {offline && (
        <Text className='reg-badge__note' data-testid='badge-offline'>
          {t('registration.badge.offline')}
        </Text>
      )}
    </View>
  )
})

/** The badge, or why there is none. */
export const BadgeView = observer(({ registrationId, large }: { registrationId?: number; large?: boolean }) => {
  const t = useT()
  const state = useBadge(registrationId)
  if (state.kind === 'loading') return <StatusView status='loading' />
  if (state.kind === 'none') {
    const { error } = state
    const notIssued = isApiError(error) && Number(error.code) === RegistrationCode.badgeNotIssued
    return (
      <View className='reg-card reg-notice' data-testid='badge-none'>
        <Text className='reg-card__text'>
          {error === null
            ? t('registration.badge.none')
            : notIssued
              ? t('registration.badge.notIssued')
              : failureText(error, t)}
        </Text>
      </View>
    )
  }
  return <BadgeCard badge={state.badge} offline={state.offline} large={large} />
})
