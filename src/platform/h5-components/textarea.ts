import { defineCustomElement } from '@tarojs/components/dist/components/taro-textarea-core.js'
import { taroElement } from './taro-element'

export const Textarea = taroElement('taro-textarea-core', defineCustomElement)
