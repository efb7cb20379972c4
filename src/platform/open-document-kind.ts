/** What a file is, judged by the extension of its URL (or, failing that, of its name). */
export type DocumentKind = 'pdf' | 'image' | 'word' | 'excel' | 'ppt' | 'other'

const KINDS: Record<string, DocumentKind> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  bmp: 'image',
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  ppt: 'ppt',
  pptx: 'ppt',
}

const extensionOf = (text: string) => /\.([a-z0-9]{1,5})$/i.exec(text.split(/[?#]/)[0])?.[1]?.toLowerCase()

export function documentKindOf(url: string, name = ''): DocumentKind {
  const ext = extensionOf(url) ?? extensionOf(name)
  return (ext && KINDS[ext]) || 'other'
}

/** The `fileType` Taro.openDocument expects, for kinds it can open. */
export function miniProgramFileType(
  url: string,
  name = '',
): 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'ppt' | 'pptx' | undefined {
  const ext = extensionOf(url) ?? extensionOf(name)
  return ext && ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'].includes(ext) ? (ext as 'pdf') : undefined
}

/** A file to open: an absolute (or, on H5, root-relative) URL and the name shown for it. */
export interface OpenableDocument {
  url: string
  name: string
}
