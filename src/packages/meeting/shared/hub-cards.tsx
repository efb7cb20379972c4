import { observer } from 'mobx-react-lite'
import { ContentCard } from '@/components/content-card'
import type { LiveCard, VideoCard } from '@/contract/media'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'

interface LiveProps {
  live: LiveCard
  /** Whether it is on air, coming or a replay. */
  tag: string
  testId: string
}

/** A live stream in a hub section: its host and start; opens the stream's page. */
export const HubLiveCard = ({ live, tag, testId }: LiveProps) => (
  <ContentCard
    testId={testId}
    cover={live.cover}
    title={live.title}
    tags={[tag]}
    place={live.host}
    highlight={formatDate(live.startTime, 'MM-DD HH:mm')}
    onOpen={() => void navigate('meetingForumVideo', { id: live.id })}
  />
)

interface VideoProps {
  video: VideoCard
  /** The video's length as the hub writes it. */
  length: string
  testId: string
}

/** A video in a hub section: its category, views and speaker; a VIP roadshow opens its detail, any other its player. */
export const HubVideoCard = observer(({ video, length, testId }: VideoProps) => {
  const t = useT()
  return (
    <ContentCard
      testId={testId}
      cover={video.cover}
      title={video.title}
      tags={[video.category]}
      note={t('meeting.yun.views', { count: video.views })}
      place={video.speaker}
      highlight={length}
      onOpen={() => void navigate(video.kind === 'vip_roadshow' ? 'vipVideoDetail' : 'videoPlayPage', { id: video.id })}
    />
  )
})
