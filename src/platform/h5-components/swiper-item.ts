import { defineCustomElement } from '@tarojs/components/dist/components/taro-swiper-item-core.js'
import { taroElement } from './taro-element'

export const SwiperItem = taroElement('taro-swiper-item-core', defineCustomElement)
