import { Button, Input } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { MessageKey } from '@/i18n'
import { useT } from '@/stores/context'
import { CodeScan } from './code-scan'
import './people.scss'

interface Props {
  /** Gets the scanned or typed code. */
  onCode: (code: string) => void
  busy?: boolean
  scanLabel: MessageKey
}

/**
 * Where a card or badge code comes from: the camera (Taro.scanCode in the mini program, the browser's camera on H5,
 * see code-scan.h5.tsx), or the code typed or pasted, always offered (a scanning app may also open the page with
 * `?code=`).
 */
export const CodeEntry = observer(({ onCode, busy, scanLabel }: Props) => {
  const t = useT()
  const [typed, setTyped] = useState('')
  return (
    <View className='code-entry' data-testid='code-entry'>
      <CodeScan label={scanLabel} busy={busy} onCode={onCode} />
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
