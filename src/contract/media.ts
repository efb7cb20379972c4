import { Type, type Static } from '@sinclair/typebox'
import { CardFace, DetailOf, FilterId, Id, Literals, Nullable, SearchQuery, TimeSpan } from './common'
import { LiveState, VIDEO_KINDS } from './media.codes'

/** forum: a forum talk; long: a full session; vip_roadshow: a VIP roadshow pitch. */
export const VideoKind = Literals(VIDEO_KINDS)
export type VideoKind = Static<typeof VideoKind>

export const VideoCard = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  cover: Type.String(),
  /** Seconds. */
  duration: Type.Number(),
  /** The speaker's name; '' for a video without a speaker. */
  speaker: Type.String(),
  speakerId: Nullable(Type.Number()),
  kind: VideoKind,
  category: Type.String(),
  publishTime: Type.Number(),
  views: Type.Number(),
})
export type VideoCard = Static<typeof VideoCard>

export const VideoDetail = Type.Object({
  ...VideoCard.properties,
  /** The playable file; may be root-relative (resolve with assetUrl). */
  url: Type.String(),
  /** Plain text summary. */
  content: Type.String(),
  speakerPosition: Type.String(),
  speakerOrganisation: Type.String(),
  speakerAvatar: Type.String(),
  /** Other videos of the same kind, newest first. */
  related: Type.Array(VideoCard),
})
export type VideoDetail = Static<typeof VideoDetail>

/** videoList: a keyword, one kind and a category from videoCategorySelect ('' any). */
export const VideoQuery = Type.Object({
  ...SearchQuery.properties,
  kind: Type.Optional(VideoKind),
  categoryId: Type.Optional(FilterId),
})
export type VideoQuery = Static<typeof VideoQuery>

/** speakerVideoList: one speaker's videos, optionally matching a keyword. */
export const SpeakerVideoQuery = Type.Object({ ...SearchQuery.properties, speakerId: Id })
export type SpeakerVideoQuery = Static<typeof SpeakerVideoQuery>

/** The VIP roadshow home: featured videos, then each category with its latest videos. */
export const VipVideoHome = Type.Object({
  featured: Type.Array(VideoCard),
  categories: Type.Array(
    Type.Object({
      id: Type.Number(),
      name: Type.String(),
      videos: Type.Array(VideoCard),
    }),
  ),
})
export type VipVideoHome = Static<typeof VipVideoHome>

export const SpeakerCard = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  position: Type.String(),
  organisation: Type.String(),
  avatar: Type.String(),
  featured: Type.Boolean(),
  videoCount: Type.Number(),
})
export type SpeakerCard = Static<typeof SpeakerCard>

export const SpeakerDetail = Type.Object({
  ...SpeakerCard.properties,
  bio: Type.String(),
  /** Whether the signed-in user follows the speaker (false when signed out). */
  followed: Type.Boolean(),
})
export type SpeakerDetail = Static<typeof SpeakerDetail>

export const SpeakerQuery = Type.Object({
  ...SearchQuery.properties,
  /** Only the featured ("essence") speakers. */
  featured: Type.Optional(Type.Boolean()),
})
export type SpeakerQuery = Static<typeof SpeakerQuery>

export const LiveCard = Type.Object({
  id: Type.Number(),
  ...CardFace,
  host: Type.String(),
  ...TimeSpan,
  state: Literals(Object.values(LiveState)),
  /** Whether a replay can be played (only meaningful once ended). */
  hasReplay: Type.Boolean(),
  views: Type.Number(),
})
export type LiveCard = Static<typeof LiveCard>

export const LiveDetail = Type.Object({
  ...LiveCard.properties,
  /** Sanitised rich text. */
  content: Type.String(),
  /** The stream while live; '' otherwise. */
  streamUrl: Type.String(),
  /** The replay once ended and recorded; '' otherwise. */
  replayUrl: Type.String(),
  meetingId: Nullable(Type.Number()),
  /** The server's clock when it answered, so a countdown does not trust the device's clock. */
  serverTime: Type.Number(),
})
export type LiveDetail = Static<typeof LiveDetail>

/** liveList: a keyword and one state (not started, live, replay). */
export const LiveQuery = Type.Object({
  ...SearchQuery.properties,
  state: Type.Optional(Literals(Object.values(LiveState))),
})
export type LiveQuery = Static<typeof LiveQuery>

export const PreDockingHistoryCard = Type.Object({
  id: Type.Number(),
  ...CardFace,
  parties: Type.String(),
  dockingTime: Type.Number(),
  views: Type.Number(),
})
export type PreDockingHistoryCard = Static<typeof PreDockingHistoryCard>

export const PreDockingHistoryDetail = DetailOf(PreDockingHistoryCard)
export type PreDockingHistoryDetail = Static<typeof PreDockingHistoryDetail>

/** Pre-docking files and videos, optionally of one history record. */
export const PreDockingQuery = Type.Object({ ...SearchQuery.properties, historyId: Type.Optional(Id) })
export type PreDockingQuery = Static<typeof PreDockingQuery>
