import type { Id } from '@/contract/common'
import { addressOf } from '@/contract/endpoint'
import type { DownloadTarget } from '@/contract/files'
import { downloadRecords, files, objectStore } from '@/contract/files.endpoints'
import type { UploadResult } from '@/contract/registration'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Documents, attachments of content, download records and the object store. */
export function createFilesApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    fileCategories: () => call(files.categories),
    contentAppendixes: (contentId: Id, contentType: number) =>
      call(files.contentAppendixes, { contentId, contentType }),

    saveDownloadRecord: (target: DownloadTarget) => call(downloadRecords.save, target),
    deleteDownloadRecord: (id: Id) => call(downloadRecords.delete, { id }, true),

    /** Sends the picked file at a platform path (a picture or a video) as a multipart form; answers where it is kept. */
    upload: (path: string) =>
      http.request<UploadResult>(addressOf(objectStore.upload), {
        method: 'POST',
        file: { path },
        loading: false,
      }),
  }
}
