import { defineCustomElement } from '@tarojs/components/dist/components/taro-video-core.js'
import { taroElement } from './taro-element'

export const Video = taroElement('taro-video-core', defineCustomElement)
