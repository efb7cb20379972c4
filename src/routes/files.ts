import type { RouteDef } from './route-def'

/** The file centre, document viewing and download records. */
export const FILES_ROUTES = {
  filesCenter: {
    path: '/files-center',
    page: 'packages/files/files-center/index',
    title: 'route.filesCenter',
    refresh: true,
    cached: true,
  },
  filePdf: { path: '/file-pdf', page: 'packages/files/file-pdf/index', title: 'route.filePdf' },
  downloadFile: { path: '/downloadFile', page: 'packages/files/download-file/index', title: 'route.downloadFile' },
  downView: { path: '/down-view', page: 'packages/files/down-view/index', title: 'route.downView' },
  downloadRecords: {
    path: '/download-records',
    page: 'packages/files/download-records/index',
    title: 'route.downloadRecords',
    refresh: true,
  },
} satisfies Record<string, RouteDef>
