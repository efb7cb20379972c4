import type { IdQuery, Option, Page, PageQuery } from './common'
import { COMMON, get, MERCHANTS, post, transfer, USER } from './endpoint'
import type { ContentKey } from './engagement'
import type {
  Appendix,
  DownloadRecord,
  DownloadRecordSaved,
  DownloadTarget,
  FileDocument,
  FileMapperBody,
  FileMapping,
  FileQuery,
  OssToken,
} from './files'

/** The material centre (categories, list, one document), the appendixes of a content item, and where pictures show. */
export const files = {
  list: get<Page<FileDocument>, FileQuery>(COMMON, 'files/list', { access: 'public' }),
  categories: get<Option[]>(COMMON, 'files/categoryList', { access: 'public' }),
  info: get<FileDocument, IdQuery>(COMMON, 'files/info', { access: 'public' }),
  contentAppendixes: get<Appendix[], ContentKey>(COMMON, 'home/getContentAppendixes', { access: 'public' }),
  /** Where pictures are shown at full size; '' for an address that is not the platform's own. */
  mapper: post<FileMapping[], FileMapperBody>(COMMON, 'operation/file/mapper', { access: 'public', publicRead: true }),
}

/** The signed-in user's download records (only their own are listed or deleted). */
export const downloadRecords = {
  page: get<Page<DownloadRecord>, PageQuery>(USER, 'userDownloadAppendixRecord/page', { access: 'user' }),
  /** A server document by id, or any file by its URL and name. */
  save: post<DownloadRecordSaved, DownloadTarget>(USER, 'userDownloadAppendixRecord/save', { access: 'user' }),
  delete: post<null, IdQuery>(USER, 'userDownloadAppendixRecord/delete', { access: 'user' }),
}

/** The object store the user uploads to. */
export const objectStore = {
  /** Where and under what rules the signed-in user uploads (a signed policy for common/oss/getImageUrl). */
  token: get<OssToken>(MERCHANTS, 'common/oss/getToken', { access: 'user' }),
  /** The pictures and videos a signed-in user sends, as a multipart form; the envelope answers their addresses. */
  upload: transfer('POST', MERCHANTS, 'common/oss/getImageUrl', 'files'),
}
