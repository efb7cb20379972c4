export { Swiper } from '@tarojs/components-react/dist/components/swiper/index.js'
