import { Type, type Static } from '@sinclair/typebox'
import { PageQuery } from './common'

export const Appendix = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  url: Type.String(),
  size: Type.Number(),
})
export type Appendix = Static<typeof Appendix>

/** A document of the material centre (files-center); `url` is root-relative on the API server or absolute. */
export const FileDocument = Type.Composite([
  Appendix,
  Type.Object({
    categoryId: Type.Number(),
    category: Type.String(),
    publishTime: Type.Number(),
  }),
])
export type FileDocument = Static<typeof FileDocument>

/** The material centre's list query; `categoryId` '' or absent means every category. */
export const FileQuery = Type.Composite([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String()),
    categoryId: Type.Optional(Type.String()),
  }),
])
export type FileQuery = Static<typeof FileQuery>

export const DownloadRecord = Type.Object({
  id: Type.Number(),
  /** The document when the file is one of the server's; null for a file recorded by URL. */
  appendixId: Type.Union([Type.Number(), Type.Null()]),
  name: Type.String(),
  url: Type.String(),
  size: Type.Number(),
  createTime: Type.Number(),
})
export type DownloadRecord = Static<typeof DownloadRecord>

/** What a download record is saved for: a server document by id, or any file by its URL and name. */
export const DownloadTarget = Type.Union([
  Type.Object({
    appendixId: Type.Number(),
  }),
  Type.Object({
    url: Type.String(),
    name: Type.String(),
    size: Type.Optional(Type.Number()),
  }),
])
export type DownloadTarget = Static<typeof DownloadTarget>

export const OssToken = Type.Object({
  accessId: Type.String(),
  policy: Type.String(),
  signature: Type.String(),
  host: Type.String(),
  dir: Type.String(),
  expire: Type.Number(),
})
export type OssToken = Static<typeof OssToken>
