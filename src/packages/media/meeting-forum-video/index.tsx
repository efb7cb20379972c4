import '@/i18n/media.pages'
import { Image, Text, Video, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { CollectButton } from '@/components/collect-button'
import { LikeButton } from '@/components/like-button'
import { RichContent } from '@/components/rich-content'
import { ContentType } from '@/contract/common.codes'
import type { LiveDetail } from '@/contract/media'
import { LiveState } from '@/contract/media.codes'
import { media } from '@/contract/media.endpoints'
import { PointsAction } from '@/contract/points.codes'
import { CollectibleTask } from '@/features/collectibles/collectible-task'
import { usePointsReward } from '@/features/points/use-points-reward'
import { useWatchBeats } from '@/features/points/use-watch-beats'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { COLORS } from '@/styles/colors'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { useCountdown } from './use-countdown'
import { countdownParts } from '../shared/format'
import { LiveBadge } from '../shared/live-badge'
import { MediaFacts } from '../shared/media-facts'
import { useMediaDetail } from '../shared/use-media-detail'
import '../shared/media.scss'

/** Before the start: the cover with a countdown that reloads the live when it reaches zero. */
const Countdown = observer(
  ({ live, receivedAt, onStart }: { live: LiveDetail; receivedAt: number; onStart: () => void }) => {
    const t = useT()
    const left = useCountdown(live.startTime, live.serverTime, receivedAt, onStart)
    return (
      <View className='media-player' style={{ position: 'relative' }} data-testid='live-countdown'>
        <Image src={assetUrl(live.cover)} mode='aspectFill' style={{ width: '100%', height: '100%', opacity: 0.55 }} />
        <View
          style={{ position: 'absolute', left: 0, right: 0, top: '70px', textAlign: 'center', color: COLORS.surface }}
        >
          <Text style={{ display: 'block', fontSize: '14px' }}>{t('media.live.startsIn')}</Text>
          <Text
            style={{ display: 'block', fontSize: '26px', fontWeight: 700, marginTop: '6px' }}
            data-testid='live-countdown-time'
          >
            {t('media.live.countdown', countdownParts(left))}
          </Text>
        </View>
      </View>
    )
  },
)

/** The player of a live (its stream) or an ended one (its replay, or a note that the replay is being made). */
function Player({ live, onPlayingChange }: { live: LiveDetail; onPlayingChange: (playing: boolean) => void }) {
  const t = useT()
  const src = live.state === LiveState.live ? live.streamUrl : live.replayUrl
  if (!src) {
    return (
      <View
        className='media-player'
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        data-testid='live-replay-pending'
      >
        <Text style={{ color: COLORS.surface, fontSize: '14px' }}>{t('media.live.replayPending')}</Text>
      </View>
    )
  }
  return (
    <View className='media-player'>
      <Video
        id='media-live-video'
        className='media-player__video'
        src={assetUrl(src)}
        poster={assetUrl(live.cover)}
        controls
        autoplay={live.state === LiveState.live}
        loop={live.state === LiveState.live}
        showFullscreenBtn
        data-testid='video-player'
        onPlay={() => onPlayingChange(true)}
        onPause={() => onPlayingChange(false)}
        onEnded={() => onPlayingChange(false)}
        onError={() => {
          onPlayingChange(false)
          void Taro.showToast({ title: t('media.cannotPlay'), icon: 'none' })
        }}
      />
    </View>
  )
}

/** The live the address names, with when its answer came (the countdowns count from it). */
function useLive() {
  const live = useMediaDetail(media.liveDetail, ContentType.forumVideo)
  return { ...live, data: live.data && { live: live.data, receivedAt: live.receivedAt } }
}

/** A meeting or forum live: countdown before it starts, the stream while live, the replay afterwards. */
export default sectionsPage({
  route: 'meetingForumVideo',
  testId: 'meeting-forum-video',
  useRead: useLive,
  Sections: function MeetingForumVideo({ data: { live: l, receivedAt }, reload }) {
    const t = useT()
    // Watching a live or its replay earns points after 30 s of actual playing on a visible page.
    const [playing, setPlaying] = useState(false)
    usePointsReward(PointsAction.watchMeeting, { enabled: l.state !== LiveState.notStarted, active: playing })
    useWatchBeats(l.id, playing)
    return (
      <>
        {l.state === LiveState.notStarted ? (
          <Countdown live={l} receivedAt={receivedAt} onStart={reload} />
        ) : (
          <Player live={l} onPlayingChange={setPlaying} />
        )}
        {l.state === LiveState.live && <EndWatcher live={l} receivedAt={receivedAt} onEnd={reload} />}
        <View className='media-section' style={{ marginTop: '12px' }}>
          <View style={{ marginBottom: '6px' }}>
            <LiveBadge state={l.state} />
          </View>
          <Text className='media-section__title' data-testid='live-title'>
            {l.title}
          </Text>
          <MediaFacts
            facts={[
              [t('media.live.host'), l.host],
              [t('media.live.startTime'), formatDate(l.startTime, 'YYYY-MM-DD HH:mm')],
              [t('media.live.endTime'), formatDate(l.endTime, 'YYYY-MM-DD HH:mm')],
            ]}
          />
        </View>
        <View className='media-section'>
          <Text className='media-section__title'>{t('media.live.about')}</Text>
          <RichContent html={l.content} />
          <View style={{ marginTop: '12px' }}>
            <LikeButton contentId={l.id} contentType={ContentType.forumVideo} />
            <CollectButton contentId={l.id} contentType={ContentType.forumVideo} />
          </View>
        </View>
        <CollectibleTask placement='live' />
      </>
    )
  },
})

/** While live: reloads when the end time passes, so the page turns into the replay. */
function EndWatcher({ live, receivedAt, onEnd }: { live: LiveDetail; receivedAt: number; onEnd: () => void }) {
  useCountdown(live.endTime, live.serverTime, receivedAt, onEnd)
  return null
}
