import type { DomainMessages } from '../platform/messages'

/** What the media calls answer beyond the platform's messages: a 404 that says a video is what is missing. */
export const zh = {
  'media.videoNotFound': '该视频不存在或已下线',
} as const satisfies DomainMessages<'media'>

type MediaMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends MediaMessages {}
}
