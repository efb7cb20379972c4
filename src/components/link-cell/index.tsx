import { Cell } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import './index.scss'

interface Props {
  testId: string
  title: string
  /** What the row says on its right: a state, a count, the current choice. */
  extra?: string
  /** How many things behind the row wait for the user: a red count instead of `extra`, none at 0. */
  badge?: number
  /** What the badge is read as by a screen reader ("3 waiting"). */
  badgeLabel?: string
  onClick: () => void
}

/** A row of a settings-like list that opens something when tapped. */
export function LinkCell({ testId, title, extra, badge, badgeLabel, onClick }: Props) {
  const waiting = badge ? (
    <Text className='link-cell__badge' data-testid={`${testId}-badge`} aria-label={badgeLabel}>
      {badge > 99 ? '99+' : badge}
    </Text>
  ) : undefined
  return (
    <View data-testid={testId}>
      <Cell title={title} extra={waiting ?? extra} clickable onClick={onClick} />
    </View>
  )
}
