import { defineCustomElement } from '@tarojs/components/dist/components/taro-view-core.js'
import { taroElement } from './taro-element'

export const View = taroElement('taro-view-core', defineCustomElement)
