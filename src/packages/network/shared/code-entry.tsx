import { Button, Input } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { MessageKey } from '@/i18n'
import { useT } from '@/stores/context'
import './people.scss'

interface Props {
  /** Gets the scanned or typed code. */
  onCode: (code: string) => void
  busy?: boolean
  scanLabel: MessageKey
}

/**
 * Where a card or badge code comes from: the camera in the mini program (Taro.scanCode), or the code typed or pasted
 * (the only way in a browser, which has no scanner; a scanning app opens the page with `?code=`).
 */
export const CodeEntry = observer(({ onCode, busy, scanLabel }: Props) => {
  const t = useT()
  const [typed, setTyped] = useState('')
  const scan = async () => {
    try {
      const { result } = await Taro.scanCode({ onlyFromCamera: false, scanType: ['qrCode'] })
      if (result) onCode(result.trim())
    } catch {
      // The person closed the scanner.
    }
  }
  return (
    <View className='code-entry' data-testid='code-entry'>
      {process.env.TARO_ENV !== 'h5' && (
        <Button type='primary' block loading={busy} onClick={() => void scan()} data-testid='code-scan'>
          {t(scanLabel)}
        </Button>
      )}
      <View className='code-entry__typed'>
        <Input
          value={typed}
          placeholder={t('network.scan.typePlaceholder')}
          onChange={setTyped}
          data-testid='code-input'
        />
        <Button
          type='primary'
          fill='outline'
          loading={busy}
          disabled={!typed.trim()}
          onClick={() => onCode(typed.trim())}
          data-testid='code-submit'
        >
          {t('network.scan.submit')}
        </Button>
      </View>
    </View>
  )
})
