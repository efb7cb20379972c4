import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useT } from '@/stores/context'
import type { CodeScanProps } from './code-scan-props'

/** Mini program: WeChat's own scanner (Taro.scanCode). The H5 build takes code-scan.h5.tsx (the browser's camera). */
export const CodeScan = observer(({ label, busy, onCode }: CodeScanProps) => {
  const t = useT()
  const scan = async () => {
    try {
      const { result } = await Taro.scanCode({ onlyFromCamera: false, scanType: ['qrCode'] })
      if (result) onCode(result.trim())
    } catch {
      // The person closed the scanner.
    }
  }
  return (
    <Button type='primary' block loading={busy} onClick={() => void scan()} data-testid='code-scan'>
      {t(label)}
    </Button>
  )
})
