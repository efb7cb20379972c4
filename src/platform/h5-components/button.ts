import { defineCustomElement } from '@tarojs/components/dist/components/taro-button-core.js'
import { taroElement } from './taro-element'

export const Button = taroElement('taro-button-core', defineCustomElement)
