export { default as ScrollView } from '@tarojs/components-react/dist/components/scroll-view/index.js'
