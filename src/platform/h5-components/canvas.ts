import { defineCustomElement } from '@tarojs/components/dist/components/taro-canvas-core.js'
import { taroElement } from './taro-element'

export const Canvas = taroElement('taro-canvas-core', defineCustomElement)
