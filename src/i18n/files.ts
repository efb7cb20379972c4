/** Strings of the files domain, each key prefixed `files.`; the source of truth for `files.en.ts`. */
export const zh = {
  'files.route.filesCenter': '资料中心',
  'files.route.filePdf': '文件详情',
  'files.route.downloadFile': '附件下载',
  'files.route.downView': '文件预览',
  'files.route.downloadRecords': '下载记录',
  'files.searchPlaceholder': '搜索资料名称',
  'files.count': '共 {count} 份资料',
  'files.appendix.title': '附件',
  'files.appendix.count': '{count} 个文件',
} as const
