import { observer } from 'mobx-react-lite'
import type { PropsWithChildren } from 'react'
import { StatusView } from '@/components/status-view'
import { fileNameOf, queryId, queryText } from './file-format'
import { FileSheet } from './file-sheet'
import { useOpenFile, type OpenableFile } from './use-open-file'

/** What a file page read: the file, or none when its address names none (said on the page, not a failed read). */
export interface FileRead<F extends OpenableFile = OpenableFile> {
  file?: F
}

/** A file given by its address (`url`, `name`, `size`), shown as given without asking; none without a `url`. */
export function fileOfQuery(params: Partial<Record<string, string>>): OpenableFile | undefined {
  const url = queryText(params.url)
  return url ? { url, name: queryText(params.name) || fileNameOf(url), size: queryId(params.size) } : undefined
}

/** Why a file page shows nothing: its address named no file. */
export const NoFile = () => <StatusView status='error' message='files.noFile' />

interface Props {
  file?: OpenableFile
  /** More facts to list under size and type, already labelled. */
  facts?: [string, string][]
}

/** One file's sheet with its open button, and children between its facts and the button; or why there is none. */
export const FileBody = observer(({ file, facts, children }: PropsWithChildren<Props>) => {
  const open = useOpenFile()
  if (!file) return <NoFile />
  return (
    <FileSheet file={file} facts={facts} onOpen={() => void open(file)}>
      {children}
    </FileSheet>
  )
})
