import { defineCustomElement } from '@tarojs/components/dist/components/taro-swiper-core.js'
import { taroElement } from './taro-element'

export const Swiper = taroElement('taro-swiper-core', defineCustomElement)
