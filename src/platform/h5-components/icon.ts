import { defineCustomElement } from '@tarojs/components/dist/components/taro-icon-core.js'
import { taroElement } from './taro-element'

export const Icon = taroElement('taro-icon-core', defineCustomElement)
