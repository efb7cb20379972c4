import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import { useT } from '@/stores/context'
import { CameraScanner } from './camera-scanner.h5'
import type { CodeScanProps } from './code-scan-props'

/**
 * H5: the scan button opens the camera in a full-screen layer; the code read is handed on and the layer closed. When
 * the camera cannot be used, the person is taken to the typed code of the code entry around the button.
 */
export const CodeScan = observer(({ label, busy, onCode }: CodeScanProps) => {
  const t = useT()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const typeInstead = () => {
    // Focused in the tap itself, so a phone opens its keyboard.
    root.current?.closest('.code-entry')?.querySelector<HTMLInputElement>('input')?.focus()
    setOpen(false)
  }
  return (
    <div ref={root} className='code-scan'>
      <Button type='primary' block loading={busy} onClick={() => setOpen(true)} data-testid='code-scan'>
        {t(label)}
      </Button>
      {open && (
        <CameraScanner
          onCode={(code) => {
            setOpen(false)
            onCode(code)
          }}
          onClose={() => {
            // Back to the button that opened it, for keyboards and screen readers.
            root.current?.querySelector('button')?.focus()
            setOpen(false)
          }}
          onTypeInstead={typeInstead}
        />
      )}
    </div>
  )
})
