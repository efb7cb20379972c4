import { Button } from '@nutui/nutui-react-taro'
import type { PropsWithChildren } from 'react'

interface Props {
  pressed: boolean
  busy: boolean
  onToggle: () => Promise<void>
  testId: string
  /** A like is solid once pressed; a collect or follow turns to the quieter outline once done. */
  solidWhenPressed?: boolean
  size?: 'small'
}

/** The button of a per-item toggle (collect, like, follow): filled by its state, busy while the change is saved. */
export function ToggleButton({
  pressed,
  busy,
  onToggle,
  testId,
  solidWhenPressed = false,
  ...button
}: PropsWithChildren<Props>) {
  return (
    <Button
      {...button}
      type='primary'
      fill={pressed === solidWhenPressed ? 'solid' : 'outline'}
      loading={busy}
      onClick={() => void onToggle()}
      data-testid={testId}
      aria-pressed={pressed}
    />
  )
}
