export { default as View } from '@tarojs/components-react/dist/components/view/index.js'
