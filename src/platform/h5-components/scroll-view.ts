import { defineCustomElement } from '@tarojs/components/dist/components/taro-scroll-view-core.js'
import { taroElement } from './taro-element'

export const ScrollView = taroElement('taro-scroll-view-core', defineCustomElement)
