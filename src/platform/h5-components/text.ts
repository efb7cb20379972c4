export { default as Text } from '@tarojs/components-react/dist/components/text/index.js'
