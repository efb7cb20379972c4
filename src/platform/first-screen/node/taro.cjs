// `@tarojs/taro` for drawing a page's first screen on the server: no page life cycle, no device to ask. CommonJS, so
// that any name a library imports from Taro resolves (to a function that does nothing).
const { useContext } = require('react')
const { RouterContext } = require('./router.ts')

const nothing = () => undefined
// A phone's screen in the design's width.
const screen = {
  windowWidth: 375,
  windowHeight: 812,
  screenWidth: 375,
  screenHeight: 812,
  pixelRatio: 2,
  platform: 'web',
}
const known = {
  useRouter: () => useContext(RouterContext),
  getCurrentInstance: () => ({ router: null, page: null }),
  getCurrentPages: () => [],
  getEnv: () => 'WEB',
  ENV_TYPE: { WEB: 'WEB', WEAPP: 'WEAPP' },
  getSystemInfoSync: () => screen,
  getWindowInfo: () => screen,
  eventCenter: { on: nothing, off: nothing, trigger: nothing },
  pxTransform: (px) => `${px / 37.5}rem`,
}

const taro = new Proxy(known, {
  get: (target, name) => (name in target ? target[name] : name === 'default' ? taro : nothing),
})
// A bundler's interop copies a module's own names: names it does not know it then finds on the prototype.
module.exports = Object.create(taro)
