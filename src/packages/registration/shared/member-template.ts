import { openDocument } from '@/platform/open-document'

/** Mini program: the members template is downloaded and opened in the system viewer, whose menu saves or forwards it. */
export function saveMemberTemplate(url: string): Promise<void> {
  // The name tells the viewer the file is a workbook: the address has no extension.
  return openDocument({ url, name: 'group-members-template.xlsx' })
}
