import { Type, type Static } from '@sinclair/typebox'
import { FilterId, Id, Nullable, SearchQuery } from './common'

export const Appendix = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  url: Type.String(),
  size: Type.Number(),
})
export type Appendix = Static<typeof Appendix>

/** A document of the material centre (files-center); `url` is root-relative on the API server or absolute. */
export const FileDocument = Type.Object({
  ...Appendix.properties,
  categoryId: Type.Number(),
  category: Type.String(),
  publishTime: Type.Number(),
})
export type FileDocument = Static<typeof FileDocument>

/** files/list: a keyword and one category; `categoryId` '' or absent means every category. */
export const FileQuery = Type.Object({ ...SearchQuery.properties, categoryId: Type.Optional(FilterId) })
export type FileQuery = Static<typeof FileQuery>

export const DownloadRecord = Type.Object({
  id: Type.Number(),
  /** The document when the file is one of the server's; null for a file recorded by URL. */
  appendixId: Nullable(Type.Number()),
  name: Type.String(),
  url: Type.String(),
  size: Type.Number(),
  createTime: Type.Number(),
})
export type DownloadRecord = Static<typeof DownloadRecord>

/** A file URL the client may record: root-relative on the server, or http(s). */
const FileUrl = Type.String({ minLength: 2, maxLength: 1000, pattern: '^(/[^/]|https?://)' })

/** What a download record is saved for: a server document by id, or any file by its URL and name; nothing else. */
export const DownloadTarget = Type.Union([
  Type.Object({ appendixId: Id }, { additionalProperties: false }),
  Type.Object(
    {
      url: FileUrl,
      name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
      size: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    },
    { additionalProperties: false },
  ),
])
export type DownloadTarget = Static<typeof DownloadTarget>

/** Answer of userDownloadAppendixRecord/save: the record's id. */
export const DownloadRecordSaved = Type.Object({ id: Type.Number() })
export type DownloadRecordSaved = Static<typeof DownloadRecordSaved>

/**
 * Answer of merchants-client common/oss/getToken: where and under what rules the signed-in user uploads. `policy`
 * (base64url JSON of the user, the expiry and the size limits) and `signature` may be sent as form fields to `host`
 * (common/oss/getImageUrl) instead of the accesstoken header, as an object store's signed form post.
 */
export const OssToken = Type.Object({
  /** The store: `local` (local mode's folder) or the bucket's name. */
  accessId: Type.String(),
  policy: Type.String(),
  signature: Type.String(),
  /** The URL to post the multipart form to. */
  host: Type.String(),
  /** Where the user's uploads are kept in the store. */
  dir: Type.String(),
  /** When the policy stops being accepted, in seconds since the epoch. */
  expire: Type.Number(),
})
export type OssToken = Static<typeof OssToken>

/** operation/file/mapper: where pictures the app holds are shown at full size, and whether each is ours. */
export const FileMapperBody = Type.Object({
  urls: Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { minItems: 1, maxItems: 20 }),
})
export type FileMapperBody = Static<typeof FileMapperBody>

export const FileMapping = Type.Object({
  source: Type.String(),
  /** The address to show it at; '' for an address that is not the platform's own. */
  url: Type.String(),
  kind: Type.Union([Type.Literal('image'), Type.Literal('other')]),
})
export type FileMapping = Static<typeof FileMapping>
