import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'

/** Taro's React wrapper of one built-in component: its custom element is defined when this module first loads. */
export const taroElement = (tag: string, define: () => void) =>
  createReactComponent(tag, undefined, manipulatePropsFunction, define)
