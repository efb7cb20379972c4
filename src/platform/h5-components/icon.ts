export { default as Icon } from '@tarojs/components-react/dist/components/icon/index.js'
