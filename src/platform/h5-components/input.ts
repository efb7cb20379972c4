export { default as Input } from '@tarojs/components-react/dist/components/input/index.js'
