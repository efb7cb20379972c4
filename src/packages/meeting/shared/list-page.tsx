import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useRef, type PropsWithChildren } from 'react'
import { StatusView } from '@/components/status-view'
import type { MessageKey } from '@/i18n'
import './list-page.scss'

/** Loads a page's data again when the page comes back into view, so what changed on another page shows. */
export function useReloadOnReturn(reload: () => Promise<unknown>) {
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void reload()
    shown.current = true
  })
}

interface Props {
  message: MessageKey
  testId: string
  onAction: () => void
}

/** An empty list of the user's own: what it says, then one button to where it fills up. */
export const EmptyPrompt = ({ message, testId, onAction, children }: PropsWithChildren<Props>) => (
  <View className='empty-prompt'>
    <StatusView status='empty' message={message} />
    <Button type='primary' fill='outline' onClick={onAction} data-testid={testId}>
      {children}
    </Button>
  </View>
)
