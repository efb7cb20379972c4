import { defineCustomElement } from '@tarojs/components/dist/components/taro-image-core.js'
import { taroElement } from './taro-element'

export const Image = taroElement('taro-image-core', defineCustomElement)
