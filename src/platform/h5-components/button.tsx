import type { ButtonProps } from '@tarojs/components'
import { forwardRef, useState, type MouseEvent, type TouchEvent } from 'react'
import './button.scss'

type Props = Omit<ButtonProps, 'onClick' | 'onTouchStart' | 'onTouchEnd'> & {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void
  onTouchStart?: (event: TouchEvent<HTMLButtonElement>) => void
  onTouchEnd?: (event: TouchEvent<HTMLButtonElement>) => void
  [attribute: `aria-${string}` | `data-${string}`]: unknown
}

/**
 * Taro's Button on H5 as a native `<button>`: Taro's own is a `div`, which a keyboard cannot reach and a screen reader
 * does not announce as a button. It keeps Taro's classes (so NutUI's and Taro's styles apply), its hover class, and a
 * `formType` that submits or resets the Taro Form around it.
 */
export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  {
    className,
    type,
    size,
    plain = false,
    loading = false,
    disabled = false,
    formType,
    hoverClass = 'button-hover',
    hoverStartTime = 20,
    hoverStayTime = 70,
    onClick,
    onTouchStart,
    onTouchEnd,
    children,
    // The mini program's open abilities (getPhoneNumber, share) have no meaning in a browser.
    openType: _openType,
    ...rest
  },
  ref,
) {
  const [hover, setHover] = useState(false)
  const hovers = hoverClass !== 'none' && !disabled
  const classes = [
    className,
    'taro-button-core taro-button-native',
    hover && hovers && hoverClass,
    disabled && 'taro-btn-disabled',
    loading && 'taro-btn-loading',
    plain && 'taro-btn-plain',
    size === 'mini' && 'taro-btn-mini',
    // Only a type asked for: Taro's default look is its base class, which a page's own class outweighs.
    type && `taro-btn-${type}`,
  ]
  return (
    <button
      {...(rest as object)}
      ref={ref}
      // Never a native submit: a Taro Form is told by the event below, as Taro's own button does.
      type='button'
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (formType === 'submit' || formType === 'reset')
          event.currentTarget.dispatchEvent(new CustomEvent(`tarobutton${formType}`, { bubbles: true }))
        onClick?.(event)
      }}
      onTouchStart={(event) => {
        if (hovers) setTimeout(() => setHover(true), hoverStartTime)
        onTouchStart?.(event)
      }}
      onTouchEnd={(event) => {
        if (hovers) setTimeout(() => setHover(false), hoverStayTime)
        onTouchEnd?.(event)
      }}
    >
      {loading && <i className='weui-loading' />}
      {children}
    </button>
  )
})
