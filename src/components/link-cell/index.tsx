import { Cell } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'

interface Props {
  testId: string
  title: string
  /** What the row says on its right: a state, a count, the current choice. */
  extra?: string
  onClick: () => void
}

/** A row of a settings-like list that opens something when tapped. */
export function LinkCell({ testId, title, extra, onClick }: Props) {
  return (
    <View data-testid={testId}>
      <Cell title={title} extra={extra} clickable onClick={onClick} />
    </View>
  )
}
