import Taro from '@tarojs/taro'
import { downloadRecords } from '@/contract/files.endpoints'
import { openDocument } from '@/platform/open-document'
import { assetUrl } from '@/services/http/asset-url'
import { markEndpointsStale } from '@/services/query/client'
import { useStores, useT } from '@/stores/context'

/** A file a page can open: a server document (`id`) or any file known by URL and name. */
export interface OpenableFile {
  id?: number | null
  url: string
  name: string
  size?: number
}

/**
 * Opens a file with the platform's viewer and, for a logged-in user, records the download afterwards.
 * Call the returned function straight from a tap handler (the browser only opens tabs for a user action).
 */
export function useOpenFile(): (file: OpenableFile) => Promise<void> {
  const { api, user, queries } = useStores()
  const t = useT()
  return async (file) => {
    const showsLoading = process.env.TARO_ENV !== 'h5'
    if (showsLoading) void Taro.showLoading({ title: t('files.opening') })
    try {
      await openDocument({ url: assetUrl(file.url), name: file.name })
    } catch {
      void Taro.showToast({ title: t('files.openFailed'), icon: 'none' })
      return
    } finally {
      if (showsLoading) void Taro.hideLoading()
    }
    if (!user.loggedIn) return
    const target = file.id ? { appendixId: file.id } : { url: file.url, name: file.name, size: file.size || undefined }
    await api.files
      .saveDownloadRecord(target)
      // The download records, opened next, ask again.
      .then(() => markEndpointsStale(queries, downloadRecords.page))
      .catch(() => undefined)
  }
}
