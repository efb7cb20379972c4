import type { PageQuery } from './common'

export interface Appendix {
  id: number
  name: string
  url: string
  size: number
}

/** A document of the material centre (files-center); `url` is root-relative on the API server or absolute. */
export interface FileDocument extends Appendix {
  categoryId: number
  category: string
  publishTime: number
}

/** The material centre's list query; `categoryId` '' or absent means every category. */
export interface FileQuery extends PageQuery {
  keyword?: string
  categoryId?: string
}

export interface DownloadRecord {
  id: number
  /** The document when the file is one of the server's; null for a file recorded by URL. */
  appendixId: number | null
  name: string
  url: string
  size: number
  createTime: number
}

/** What a download record is saved for: a server document by id, or any file by its URL and name. */
export type DownloadTarget = { appendixId: number } | { url: string; name: string; size?: number }

export interface OssToken {
  accessId: string
  policy: string
  signature: string
  host: string
  dir: string
  expire: number
}
