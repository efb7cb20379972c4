import { createElement, forwardRef, type ReactNode } from 'react'

/** A Taro web component on the server: its tag with its class, children and data attributes, nothing else. */
export const taroElement = (tag: string) =>
  forwardRef<unknown, { className?: string; children?: ReactNode } & Record<string, unknown>>(function Element(
    { className, children, ...props },
    _ref,
  ) {
    const data = Object.fromEntries(Object.entries(props).filter(([name]) => name.startsWith('data-')))
    return createElement(tag, { class: className, ...data }, children as ReactNode)
  })
