/**
 * `@tarojs/components` on H5, one module per component: Taro's own entry is a single module, so every page would
 * load every component any page uses (swiper and video among them). The webpack alias in config/index.ts points here.
 */
export { Fragment as Block } from 'react'
export { View } from './view'
export { Text } from './text'
export { Image } from './image'
export { ScrollView } from './scroll-view'
export { Video } from './video'
export { Button } from './button'
export { Swiper } from './swiper'
export { SwiperItem } from './swiper-item'
export { Input } from './input'
export { Textarea } from './textarea'
export { Icon } from './icon'
export { Form } from './form'
export { Canvas } from './canvas'
export { PullDownRefresh } from './pull-down-refresh'
