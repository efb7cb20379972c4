export { default as PullDownRefresh } from '@tarojs/components-react/dist/components/pull-down-refresh/index.js'
