import { routeQuery, type RouteDef } from './route-def'

/** The file centre, document viewing and download records. */
export const FILES_ROUTES = {
  filesCenter: {
    path: '/files-center',
    page: 'packages/files/files-center/index',
    title: 'files.route.filesCenter',
    refresh: true,
    cached: true,
    query: routeQuery<{ keyword?: string; categoryId?: string }>(),
  },
  filePdf: {
    path: '/file-pdf',
    page: 'packages/files/file-pdf/index',
    title: 'files.route.filePdf',
    /** A server document by `id`, or any file by `url` and `name` (`size` in bytes). */
    query: routeQuery<{
      id?: number | string
      url?: string
      name?: string
      size?: number
    }>(),
  },
  downloadFile: {
    path: '/downloadFile',
    page: 'packages/files/download-file/index',
    title: 'files.route.downloadFile',
    /** The appendixes of one content item; `id` stands for `contentId`. */
    query: routeQuery<{
      contentId?: number | string
      contentType?: number | string
      id?: number | string
    }>(),
  },
  downView: {
    path: '/down-view',
    page: 'packages/files/down-view/index',
    title: 'files.route.downView',
    query: routeQuery<{ url: string; name?: string; size?: number; id?: number }>(),
  },
  downloadRecords: {
    path: '/download-records',
    page: 'packages/files/download-records/index',
    title: 'files.route.downloadRecords',
    refresh: true,
  },
} satisfies Record<string, RouteDef>
