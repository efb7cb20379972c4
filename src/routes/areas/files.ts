import type { RouteDef } from '../route-def'

/** The file centre, document viewing and download records (subpackage files). */
export const FILES_ROUTES = {
  filesCenter: {
    path: '/files-center',
    page: 'packages/files/files-center/index',
    title: 'route.filesCenter',
    cached: true,
    subpackage: 'files',
  },
  filePdf: {
    path: '/file-pdf',
    page: 'packages/files/file-pdf/index',
    title: 'route.filePdf',
    subpackage: 'files',
  },
  downloadFile: {
    path: '/downloadFile',
    page: 'packages/files/download-file/index',
    title: 'route.downloadFile',
    subpackage: 'files',
  },
  downView: {
    path: '/down-view',
    page: 'packages/files/down-view/index',
    title: 'route.downView',
    subpackage: 'files',
  },
  downloadRecords: {
    path: '/download-records',
    page: 'packages/files/download-records/index',
    title: 'route.downloadRecords',
    subpackage: 'files',
  },
} satisfies Record<string, RouteDef>
