import '@/i18n/media.pages'
import { Video, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestStatusView, StatusView } from '@/components/status-view'
import { readyState, useEndpoint } from '@/components/use-endpoint'
import { media } from '@/contract/media.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { COLORS } from '@/styles/colors'
import '../shared/media.scss'

/** Only same-origin paths or http(s) addresses may be played from the query. */
function playableSrc(raw: string | undefined): string {
  const src = raw ? decodeURIComponent(raw) : ''
  return /^(https?:\/\/|\/(?!\/))/i.test(src) ? src : ''
}

/** The video id the query names: a positive whole number, else none. */
function videoIdOf(raw: string | undefined): number | null {
  const id = Number(raw)
  return raw && Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Full-screen player of `src` or the video `id`: says when none is named, in the server's words if none is found. */
const VideoPlayer = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const direct = playableSrc(params.src)
  const id = direct ? null : videoIdOf(params.id)
  const asked = useEndpoint(media.videoInfo, { id: id ?? 0 }, { enabled: id !== null, loading: true })
  const video = direct ? readyState({ url: direct, cover: '' }) : asked
  return (
    <PageShell route='videoPlayer'>
      <View
        style={{
          position: 'fixed',
          top: 0,
          right: 0,
          bottom: 0,
          left: 0,
          background: COLORS.overlay,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        {video.data ? (
          <Video
            id='media-full-video'
            src={assetUrl(video.data.url)}
            poster={video.data.cover ? assetUrl(video.data.cover) : undefined}
            controls
            autoplay
            showFullscreenBtn
            className='media-player__video'
            data-testid='video-player'
            onError={() => void Taro.showToast({ title: t('media.cannotPlay'), icon: 'none' })}
          />
        ) : (
          <View style={{ width: '100%' }}>
            {id !== null ? (
              <RequestStatusView request={video} />
            ) : (
              <StatusView status='error' message='media.noVideo' />
            )}
          </View>
        )}
      </View>
    </PageShell>
  )
})

export default VideoPlayer
