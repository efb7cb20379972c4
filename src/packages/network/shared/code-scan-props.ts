import type { MessageKey } from '@/i18n'

/** What the scan button of CodeEntry takes, on either target (code-scan.tsx, code-scan.h5.tsx). */
export interface CodeScanProps {
  label: MessageKey
  busy?: boolean
  /** Gets the code read. */
  onCode: (code: string) => void
}
