import type { PageQuery, SearchQuery } from './common'
import type { LiveStateCode } from './media.codes'

/** forum: a forum talk; long: a full session; vip_roadshow: a VIP roadshow pitch. */
export type VideoKind = 'forum' | 'long' | 'vip_roadshow'

export interface VideoCard {
  id: number
  title: string
  cover: string
  /** Seconds. */
  duration: number
  /** The speaker's name; '' for a video without a speaker. */
  speaker: string
  speakerId: number | null
  kind: VideoKind
  category: string
  publishTime: number
  views: number
}

export interface VideoDetail extends VideoCard {
  /** The playable file; may be root-relative (resolve with assetUrl). */
  url: string
  /** Plain text summary. */
  content: string
  speakerPosition: string
  speakerOrganisation: string
  speakerAvatar: string
  /** Other videos of the same kind, newest first. */
  related: VideoCard[]
}

export interface VideoQuery extends SearchQuery {
  kind?: VideoKind
  /** A video category id as the select options send it; '' means any. */
  categoryId?: string
}

export interface SpeakerVideoQuery extends PageQuery {
  speakerId: number | string
}

/** The VIP roadshow home: featured videos, then each category with its latest videos. */
export interface VipVideoHome {
  featured: VideoCard[]
  categories: { id: number; name: string; videos: VideoCard[] }[]
}

export interface SpeakerCard {
  id: number
  name: string
  position: string
  organisation: string
  avatar: string
  featured: boolean
  videoCount: number
}

export interface SpeakerDetail extends SpeakerCard {
  bio: string
  /** Whether the signed-in user follows the speaker (false when signed out). */
  followed: boolean
}

export interface SpeakerQuery extends SearchQuery {
  /** Only the featured ("essence") speakers. */
  featured?: boolean
}

export interface LiveCard {
  id: number
  title: string
  summary: string
  cover: string
  host: string
  startTime: number
  endTime: number
  state: LiveStateCode
  /** Whether a replay can be played (only meaningful once ended). */
  hasReplay: boolean
  views: number
}

export interface LiveDetail extends LiveCard {
  /** Sanitised rich text. */
  content: string
  /** The stream while live; '' otherwise. */
  streamUrl: string
  /** The replay once ended and recorded; '' otherwise. */
  replayUrl: string
  meetingId: number | null
  /** The server's clock when it answered, so a countdown does not trust the device's clock. */
  serverTime: number
}

export interface LiveQuery extends SearchQuery {
  state?: LiveStateCode
}

export interface PreDockingHistoryCard {
  id: number
  title: string
  summary: string
  cover: string
  parties: string
  dockingTime: number
  views: number
}

export interface PreDockingHistoryDetail extends PreDockingHistoryCard {
  content: string
}

/** Pre-docking files and videos, optionally of one history record. */
export interface PreDockingQuery extends SearchQuery {
  historyId?: number | string
}
