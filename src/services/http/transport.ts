/** The mini program's transport: Taro.request is wx.request there. */
export { taroTransport as transport } from './taro-transport'
