import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import { StatusView } from '@/components/status-view'
import type { MessageKey } from '@/i18n'
import './list-page.scss'

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
