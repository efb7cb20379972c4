// Taro's React components for H5 ship without declarations; each has the props of its `@tarojs/components` twin.
declare module '@tarojs/components-react/dist/components/view/index.js' {
  const View: typeof import('@tarojs/components').View
  export default View
}
declare module '@tarojs/components-react/dist/components/text/index.js' {
  const Text: typeof import('@tarojs/components').Text
  export default Text
}
declare module '@tarojs/components-react/dist/components/image/index.js' {
  const Image: typeof import('@tarojs/components').Image
  export default Image
}
declare module '@tarojs/components-react/dist/components/scroll-view/index.js' {
  const ScrollView: typeof import('@tarojs/components').ScrollView
  export default ScrollView
}
declare module '@tarojs/components-react/dist/components/input/index.js' {
  const Input: typeof import('@tarojs/components').Input
  export default Input
}
declare module '@tarojs/components-react/dist/components/icon/index.js' {
  const Icon: typeof import('@tarojs/components').Icon
  export default Icon
}
declare module '@tarojs/components-react/dist/components/swiper/index.js' {
  export const Swiper: typeof import('@tarojs/components').Swiper
  export const SwiperItem: typeof import('@tarojs/components').SwiperItem
}
declare module '@tarojs/components-react/dist/components/pull-down-refresh/index.js' {
  const PullDownRefresh: import('react').ComponentType<{ children?: import('react').ReactNode }>
  export default PullDownRefresh
}
