export { SwiperItem } from '@tarojs/components-react/dist/components/swiper/index.js'
