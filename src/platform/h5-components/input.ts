import { defineCustomElement } from '@tarojs/components/dist/components/taro-input-core.js'
import { taroElement } from './taro-element'

export const Input = taroElement('taro-input-core', defineCustomElement)
