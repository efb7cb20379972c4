import type { Id, IdQuery, Option, Page, PageQuery } from '@/contract/common'
import type { ContentKey } from '@/contract/engagement'
import type {
  Appendix,
  DownloadRecord,
  DownloadTarget,
  FileDocument,
  FileMapperBody,
  FileMapping,
  FileQuery,
  OssToken,
} from '@/contract/files'
import type { UploadResult } from '@/contract/registration'
import { MERCHANTS, services } from './service'
import type { HttpClient } from '../http/types'

/** Documents, attachments of content, download records and the object store. */
export function createFilesApi(http: HttpClient) {
  const { common, merchants, user } = services(http)
  return {
    fileList: (q: FileQuery) => common.get<Page<FileDocument>>('files/list', q),
    fileCategories: () => common.get<Option[]>('files/categoryList'),
    fileInfo: (id: Id) => common.get<FileDocument>('files/info', { id } satisfies IdQuery, true),
    contentAppendixes: (contentId: Id, contentType: number) =>
      common.get<Appendix[]>('home/getContentAppendixes', { contentId, contentType } satisfies ContentKey),
    /** Where pictures are shown at full size; '' for an address that is not the platform's own. */
    fileMapper: (urls: string[]) =>
      common.post<FileMapping[]>('operation/file/mapper', { urls } satisfies FileMapperBody),

    downloadRecords: (q: PageQuery) => user.get<Page<DownloadRecord>>('userDownloadAppendixRecord/page', q, true),
    saveDownloadRecord: (target: DownloadTarget) =>
      user.post<{ id: number }>('userDownloadAppendixRecord/save', target),
    deleteDownloadRecord: (id: Id) =>
      user.post<null>('userDownloadAppendixRecord/delete', { id } satisfies IdQuery, true),

    ossToken: () => merchants.get<OssToken>('common/oss/getToken'),
    /** Sends the picked file at a platform path (a picture or a video) as a multipart form; answers where it is kept. */
    upload: (path: string) =>
      http.request<UploadResult>(`${MERCHANTS}/common/oss/getImageUrl`, {
        method: 'POST',
        file: { path },
        loading: false,
      }),
  }
}
