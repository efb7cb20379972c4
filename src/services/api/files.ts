import type { Page, PageQuery } from '@/contract/common'
import type { Option } from '@/contract/common'
import type { Appendix, DownloadRecord, DownloadTarget, FileDocument, FileQuery, OssToken } from '@/contract/files'
import { COMMON, MERCHANTS, service, USER } from './service'
import type { HttpClient } from '../http/types'

/** Documents, attachments of content, download records and the object store. */
export function createFilesApi(http: HttpClient) {
  const common = service(http, COMMON)
  const merchants = service(http, MERCHANTS)
  const user = service(http, USER)
  return {
    fileList: (q: FileQuery) => common.get<Page<FileDocument>>('files/list', q),
    fileCategories: () => common.get<Option[]>('files/categoryList'),
    fileInfo: (id: number | string) => common.get<FileDocument>('files/info', { id }, true),
    contentAppendixes: (contentId: number | string, contentType: number | string) =>
      common.get<Appendix[]>('home/getContentAppendixes', { contentId, contentType }),
    fileMapper: (keys: string[]) => common.post<Record<string, string>>('operation/file/mapper', { keys }),

    downloadRecords: (q: PageQuery) => user.get<Page<DownloadRecord>>('userDownloadAppendixRecord/page', q, true),
    saveDownloadRecord: (target: DownloadTarget) =>
      user.post<{ id: number }>('userDownloadAppendixRecord/save', target),
    deleteDownloadRecord: (id: number) => user.post<null>('userDownloadAppendixRecord/delete', { id }, true),

    ossToken: () => merchants.get<OssToken>('common/oss/getToken'),
    imageUrl: (key: string) => merchants.post<{ url: string }>('common/oss/getImageUrl', { key }, true),
  }
}
