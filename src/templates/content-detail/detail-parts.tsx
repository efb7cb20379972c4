import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, type PropsWithChildren, type ReactNode } from 'react'
import { CollectButton } from '@/components/collect-button'
import { LikeButton } from '@/components/like-button'
import type { RequestState } from '@/components/use-endpoint'
import { RequestPage } from '@/features/layout/page-shell'
import { usePointsReward } from '@/features/points/use-points-reward'
import { usePageShare } from '@/features/share/use-page-share'
import { useTrack } from '@/features/tracking/use-track'
import type { Translate } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { useDetail, type DetailSource } from './use-detail'
import './content-detail-page.scss'

export interface ShownContent {
  title: string
  image?: string
  contentId: number
  contentType: number
}

/** What every content page does once its item is shown: offers it for sharing and records one view. */
export function useShownContent(item: ShownContent | undefined) {
  usePageShare(item && { title: item.title, image: item.image })
  const track = useTrack()
  const key = item && `${item.contentType}:${item.contentId}`
  useEffect(() => {
    if (item)
      track('content_view', {
        contentId: String(item.contentId),
        paramId: String(item.contentType),
        paramName: item.title,
      })
    // One event per item shown, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}

/** A content page's item, asked for by the query's id and, once shown, offered for sharing and counted as a view. */
export function useShownDetail<T, Request>(
  source: DetailSource<T, Request>,
  shown: (item: T) => ShownContent,
): RequestState<T> {
  const request = useDetail(source)
  useShownContent(request.data && shown(request.data))
  return request
}

/** A content page laid out by hand: its endpoint, its body, then the like and collect bar, once the item has loaded. */
export type ShownDetailPage<T, Request = unknown> = DetailSource<T, Request> & {
  route: RouteKey
  shown: (item: T) => ShownContent
  /** The points action for looking at the item, when it earns one. */
  reward?: number
  body: (item: NonNullable<T>, t: Translate) => ReactNode
}

/** The page component of a hand-laid content page. */
export function shownDetailPage<T, Request = unknown>(descriptor: ShownDetailPage<T, Request>) {
  const { route, shown, reward, body } = descriptor
  return observer(() => {
    const t = useT()
    const request = useShownDetail(descriptor, shown)
    // Without a reward action the flow never starts (enabled stays false).
    usePointsReward(reward ?? 0, { enabled: reward !== undefined && request.data !== undefined })
    return (
      <RequestPage route={route} request={request}>
        {(item) => (
          <>
            {body(item, t)}
            <DetailActions {...shown(item)} />
          </>
        )}
      </RequestPage>
    )
  })
}

/** The bar at the bottom of a content page: like and collect. */
export function DetailActions({ contentId, contentType }: { contentId: number; contentType: number }) {
  return (
    <View className='detail__actions'>
      <LikeButton contentId={contentId} contentType={contentType} />
      <CollectButton contentId={contentId} contentType={contentType} />
    </View>
  )
}

/** The top of a detail page: its cover, when it has one, over a card that starts with the title. */
export function DetailHead({ cover, title, children }: PropsWithChildren<{ cover?: string; title: string }>) {
  return (
    <>
      {cover !== undefined && <Image className='detail__cover' src={assetUrl(cover)} mode='aspectFill' />}
      <View className='detail__card'>
        <Text className='detail__title' data-testid='detail-title'>
          {title}
        </Text>
        {children}
      </View>
    </>
  )
}

/** Label and value rows of a detail card; rows without a value are left out. */
export function FactRows({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <View key={label} className='detail__fact'>
            <Text className='detail__fact-label'>{label}</Text>
            <Text className='detail__fact-value'>{value}</Text>
          </View>
        ))}
    </>
  )
}

/** A white card of a detail page under its heading. */
export function DetailSection({ heading, testId, children }: PropsWithChildren<{ heading: string; testId?: string }>) {
  return (
    <View className='detail__card' data-testid={testId}>
      <Text className='detail__heading'>{heading}</Text>
      {children}
    </View>
  )
}
