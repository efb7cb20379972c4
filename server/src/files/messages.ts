import type { DomainMessages } from '../platform/messages'

/** What the file calls answer beyond the platform's messages. */
export const zh = {
  'files.deleted': '该文件已被删除',
} as const satisfies DomainMessages<'files'>

type FilesMessages = typeof zh

// The domain's keys join the server's catalogue, so ApiError and messageText check them wherever they are used.
declare module '../platform/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Catalogue extends FilesMessages {}
}
