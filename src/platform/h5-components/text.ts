import { defineCustomElement } from '@tarojs/components/dist/components/taro-text-core.js'
import { taroElement } from './taro-element'

export const Text = taroElement('taro-text-core', defineCustomElement)
