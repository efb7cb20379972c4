import { en } from './files.pages.en'
import { registerPageStrings } from './index'

/**
 * Strings only the files subpackage's pages use: they load with it (each of its pages imports this module), not in
 * the main package or the first load. A key any other code uses belongs in files.ts.
 */
export const zh = {
  'files.category': '资料分类',
  'files.size': '文件大小',
  'files.type': '文件类型',
  'files.published': '发布时间',
  'files.open': '打开文件',
  'files.download': '下载',
  'files.opening': '正在打开...',
  'files.openFailed': '文件打开失败，请稍后重试',
  'files.noFile': '未指定文件',
  'files.noAppendixes': '暂无附件',
  'files.appendixCount': '共 {count} 个附件',
  'files.typePdf': 'PDF 文档',
  'files.typeImage': '图片',
  'files.typeWord': 'Word 文档',
  'files.typeExcel': 'Excel 表格',
  'files.typePpt': 'PPT 演示文稿',
  'files.typeOther': '其他文件',
  'files.unknownSize': '未知',
  'files.recordsLoginHint': '登录后可查看您下载过的资料',
  'files.recordCount': '共 {count} 条下载记录',
  'files.downloadedAt': '下载于 {time}',
  'files.delete': '删除',
  'files.deleteConfirm': '确定删除这条下载记录吗？',
  'files.deleted': '已删除',
} as const

registerPageStrings(zh, en)
