// Runs one page of the mini program build (its logic layer) in Node, as WeChat would, with a minimal `wx` host, and
// prints as JSON the data its view would draw from: wx.request goes to API, storage starts as STORAGE (a JSON
// object, such as a signed-in user), every setData is merged as WeChat merges it. The page is done when it marks
// itself ready (`dataReady` in its data, see src/components/page-ready.ts), or after WAIT ms; TAP taps something first.
//
//   API=http://127.0.0.1:8080 node scripts/weapp/page-runner.cjs dist/weapp packages/content/project-detail/index 'id=3'
//
// One process per page: the app's runtime keeps its state in module globals.
const { readFileSync } = require('node:fs')
const path = require('node:path')
const http = require('node:http')
const { applySetData } = require('./set-data.cjs')

const [distArg, pagePath = 'pages/home/index', queryString = ''] = process.argv.slice(2)
const dist = path.resolve(distArg)
const query = Object.fromEntries(new URLSearchParams(queryString))
const API = process.env.API || 'http://127.0.0.1:8080'
const WAIT = Number(process.env.WAIT || 10_000)
const storage = JSON.parse(process.env.STORAGE || '{}')

const setDataSizes = []
const errors = []
/** Toasts, modals and navigation the page asked for, in order, with the time since the page loaded. */
const ui = []
const nav = {}
let app
let pageConfig
let pages = []
const loadedAt = Date.now()

const noop = () => {}
const later = (fn) => setTimeout(fn, 0)
/** Answers a wx call as WeChat does: through its callbacks and as a promise. */
function succeed(options, result) {
  later(() => {
    options?.success?.(result)
    options?.complete?.(result)
  })
  return Promise.resolve(result)
}
function fail(options, errMsg) {
  later(() => {
    options?.fail?.({ errMsg })
    options?.complete?.({ errMsg })
  })
  return Promise.reject(new Error(errMsg))
}
const record = (type, details) => ui.push({ type, atMs: Date.now() - loadedAt, ...details })

// An iPhone of 375 x 812 (what the renderer draws): status bar 44, navigation bar 44.
const SYSTEM = {
  windowWidth: 375,
  windowHeight: 812 - 88,
  screenWidth: 375,
  screenHeight: 812,
  pixelRatio: 2,
  platform: 'ios',
  system: 'iOS 16',
  language: 'zh_CN',
  version: '8.0.50',
  SDKVersion: '3.6.0',
  statusBarHeight: 44,
  safeArea: { top: 44, bottom: 778, left: 0, right: 375, width: 375, height: 734 },
}
const RECT = { id: '', dataset: {}, left: 0, right: 375, top: 0, bottom: 724, width: 375, height: 724 }
const SCROLL = { ...RECT, scrollTop: 0, scrollLeft: 0, scrollHeight: 724, scrollWidth: 375 }

function request(options) {
  const url = new URL(options.url.replace(/^https?:\/\/[^/]+/, API))
  const method = (options.method || 'GET').toUpperCase()
  const body = options.data && method !== 'GET' ? JSON.stringify(options.data) : null
  if (!body && options.data && typeof options.data === 'object')
    for (const [key, value] of Object.entries(options.data)) if (value !== undefined) url.searchParams.set(key, value)
  const headers = { 'content-type': 'application/json', ...options.header }
  const req = http.request(url, { method, headers }, (res) => {
    let text = ''
    res.on('data', (chunk) => (text += chunk))
    res.on('end', () => {
      let data = text
      try {
        data = JSON.parse(text)
      } catch {
        // Not JSON: WeChat hands the text over as is.
      }
      const result = { data, statusCode: res.statusCode, header: res.headers }
      options.success?.(result)
      options.complete?.(result)
    })
  })
  req.on('error', (error) => {
    options.fail?.({ errMsg: `request:fail ${error.message}` })
    options.complete?.({})
  })
  if (body) req.write(body)
  req.end()
  return { abort: noop, onHeadersReceived: noop, offHeadersReceived: noop }
}

function selectorQuery() {
  const results = []
  const query = {
    in: () => query,
    select: () => query,
    selectAll: () => query,
    selectViewport: () => query,
    boundingClientRect: (cb) => (results.push(RECT), cb?.(RECT), query),
    scrollOffset: (cb) => (results.push(SCROLL), cb?.(SCROLL), query),
    fields: (fields, cb) => (results.push(SCROLL), cb?.(SCROLL), query),
    node: () => (results.push({ node: null }), query),
    exec: (cb) => later(() => cb?.(results)),
  }
  return query
}

const host = {
  getSystemInfoSync: () => SYSTEM,
  getWindowInfo: () => SYSTEM,
  getDeviceInfo: () => SYSTEM,
  getAppBaseInfo: () => SYSTEM,
  getSystemSetting: () => ({}),
  getAppAuthorizeSetting: () => ({}),
  getSystemInfo: (o) => succeed(o, SYSTEM),
  getMenuButtonBoundingClientRect: () => ({ top: 48, bottom: 80, left: 281, right: 368, width: 87, height: 32 }),
  getStorageSync: (key) => storage[key] ?? '',
  setStorageSync: (key, value) => void (storage[key] = value),
  removeStorageSync: (key) => void delete storage[key],
  getStorage: (o) =>
    o.key in storage ? succeed(o, { data: storage[o.key] }) : fail(o, 'getStorage:fail data not found'),
  setStorage: (o) => ((storage[o.key] = o.data), succeed(o, {})),
  removeStorage: (o) => (delete storage[o.key], succeed(o, {})),
  getStorageInfoSync: () => ({ keys: Object.keys(storage), currentSize: 0, limitSize: 10240 }),
  getLaunchOptionsSync: () => ({ path: pagePath, query, scene: 1001 }),
  getEnterOptionsSync: () => ({ path: pagePath, query, scene: 1001 }),
  setNavigationBarTitle: (o) => ((nav.title = o.title), succeed(o, {})),
  setNavigationBarColor: (o) => (
    Object.assign(nav, { frontColor: o.frontColor, backgroundColor: o.backgroundColor }),
    succeed(o, {})
  ),
  showToast: (o) => (record('toast', { title: o.title }), succeed(o, {})),
  showModal: (o) => (
    record('modal', { title: o.title, content: o.content }),
    succeed(o, { confirm: false, cancel: true })
  ),
  showLoading: (o) => (record('loading', { title: o.title }), succeed(o, {})),
  navigateBack: (o) => (record('navigateBack', { delta: o?.delta ?? 1 }), succeed(o, {})),
  navigateTo: (o) => (record('navigateTo', { url: o.url }), succeed(o, {})),
  redirectTo: (o) => (record('redirectTo', { url: o.url }), succeed(o, {})),
  reLaunch: (o) => (record('reLaunch', { url: o.url }), succeed(o, {})),
  switchTab: (o) => (record('switchTab', { url: o.url }), succeed(o, {})),
  request,
  createSelectorQuery: selectorQuery,
  createIntersectionObserver: () => ({
    relativeTo() {
      return this
    },
    relativeToViewport() {
      return this
    },
    observe: noop,
    disconnect: noop,
  }),
  connectSocket: () => ({ onOpen: noop, onClose: noop, onError: noop, onMessage: noop, send: noop, close: noop }),
  nextTick: later,
  canIUse: () => true,
  onAppRoute: noop,
  onNetworkStatusChange: noop,
  getNetworkType: (o) => succeed(o, { networkType: 'wifi' }),
}
// Taro wraps only the wx APIs it finds as own properties; every other call of WeChat's succeeds with an empty answer.
const OTHER_APIS =
  'addPhoneContact authorize canvasToTempFilePath checkSession chooseAddress chooseImage chooseLocation chooseMedia ' +
  'chooseVideo clearStorage closeSocket compressImage downloadFile exitMiniProgram getClipboardData getFileInfo ' +
  'getImageInfo getLocation getSetting getStorageInfo getUserInfo getUserProfile hideHomeButton hideKeyboard ' +
  'hideLoading hideNavigationBarLoading hideShareMenu hideTabBar hideTabBarRedDot hideToast loadFontFace login ' +
  'makePhoneCall navigateBackMiniProgram navigateToMiniProgram openDocument openLocation openSetting pageScrollTo ' +
  'previewImage previewMedia removeTabBarBadge requestPayment requestSubscribeMessage saveFile ' +
  'saveImageToPhotosAlbum scanCode sendSocketMessage setBackgroundColor setBackgroundTextStyle setClipboardData ' +
  'setKeepScreenOn setTabBarBadge setTabBarItem setTabBarStyle showActionSheet showNavigationBarLoading ' +
  'showShareMenu showTabBar showTabBarRedDot startPullDownRefresh stopPullDownRefresh uploadFile vibrateLong vibrateShort'
for (const name of OTHER_APIS.split(' ')) if (!(name in host)) host[name] = (o) => succeed(o, {})

// Any other API a page or Taro reaches for exists too, and succeeds with an empty answer.
global.wx = new Proxy(host, {
  has: (target, key) => key !== 'webpackJsonp' || key in target,
  get: (target, key) => (key in target || key === 'webpackJsonp' ? target[key] : (o) => succeed(o, {})),
})
global.App = (config) => void (app = config)
global.getApp = () => app
global.Page = (config) => void (pageConfig = config)
global.Component = noop
global.Behavior = (behavior) => behavior
global.requirePlugin = () => ({})
global.getCurrentPages = () => pages
const keep = (what) => (error) => errors.push(`${what}: ${String(error?.stack ?? error).slice(0, 400)}`)
process.on('unhandledRejection', keep('unhandled rejection'))
process.on('uncaughtException', keep('uncaught'))

function report(ready) {
  const texts = []
  ;(function walk(node) {
    if (!node || typeof node !== 'object') return
    if (typeof node.v === 'string' && node.v.trim()) texts.push(node.v.trim())
    for (const key of Object.keys(node)) walk(node[key])
  })(page?.data)
  const sum = setDataSizes.reduce((a, b) => a + b, 0)
  process.stdout.write(
    JSON.stringify({
      ready,
      settledMs: Date.now() - loadedAt,
      setDataCalls: setDataSizes.length,
      setDataMaxBytes: Math.max(0, ...setDataSizes),
      setDataTotalBytes: sum,
      texts,
      nav,
      ui,
      errors: errors.slice(0, 5),
      data: page?.data ?? {},
    }),
  )
  process.exit(0)
}

let page
try {
  require(path.join(dist, 'app.js'))
  app?.onLaunch?.call(app, { path: pagePath, query: {}, scene: 1001 })
  app?.onShow?.call(app, {})
} catch (error) {
  keep('app')(error)
}
try {
  require(path.join(dist, `${pagePath}.js`))
} catch (error) {
  keep('page')(error)
}
if (!pageConfig) report(false)

page = Object.create(pageConfig)
page.data = JSON.parse(JSON.stringify(pageConfig.data || {}))
page.route = page.__route__ = pagePath
page.options = query
page.setData = function (patch, callback) {
  setDataSizes.push(Buffer.byteLength(JSON.stringify(patch)))
  applySetData(this.data, patch)
  if (callback) later(callback)
}
page.selectComponent = () => null
page.createSelectorQuery = selectorQuery
pages = [page]
try {
  page.onLoad?.call(page, query)
  page.onShow?.call(page)
  page.onReady?.call(page)
} catch (error) {
  keep('page lifecycle')(error)
}

/** The node names (Taro's `nn`) whose template in base.wxml hands taps to the page (`bindtap="eh"`). */
function tappableNames() {
  const templates = readFileSync(path.join(dist, 'base.wxml'), 'utf8')
  const names = new Set()
  for (const [, name, body] of templates.matchAll(/<template name="tmpl_0_([^"]+)">([\s\S]*?)<\/template>/g))
    if (/bindtap="eh"/.test(body.split('<template is=')[0])) names.add(name)
  return names
}

/**
 * A tap, as WeChat sends it, on the first element of a class after a text (`出生日期 >> .form-template__choose`), or
 * on the text's own element: to draw a page with a picker open. WeChat hands the tap to the page once for each
 * element from the target up whose template listens, as Taro expects.
 */
function tap(spec) {
  const [text, selector] = spec.split(' >> ')
  const className = selector?.replace(/^\./, '')
  let seen = false
  let chain = null
  ;(function walk(node, ancestors) {
    if (chain || !node || typeof node !== 'object') return
    if (!seen && typeof node.v === 'string' && node.v.trim() === text) {
      seen = true
      if (!className) chain = ancestors
    } else if (seen && typeof node.cl === 'string' && node.cl.split(/\s+/).includes(className))
      chain = [node, ...ancestors]
    for (const child of node.cn ?? []) walk(child, [node, ...ancestors])
  })(page.data.root, [])
  if (!chain?.length) throw new Error(`nothing to tap: ${spec}`)
  const element = (node) => ({ id: node.uid ?? node.sid, dataset: { sid: node.sid } })
  const listening = tappableNames()
  for (const node of chain.filter((n) => listening.has(n.nn)))
    page.eh({ type: 'tap', timeStamp: Date.now(), detail: {}, target: element(chain[0]), currentTarget: element(node) })
}

// TAP: once ready, a tap (see tap), then the page's answer: a setData after the tap and none for QUIET_MS (a fixed
// wait missed a picker drawn late on a busy machine); WAIT at the most.
const TAP = process.env.TAP
const QUIET_MS = 300
const poll = setInterval(() => {
  if (page.data.dataReady !== true) return
  clearInterval(poll)
  if (!TAP) return report(true)
  const before = setDataSizes.length
  try {
    tap(TAP)
  } catch (error) {
    keep('tap')(error)
  }
  let seen = before
  let quietSince = Date.now()
  const answer = setInterval(() => {
    if (setDataSizes.length !== seen) {
      seen = setDataSizes.length
      quietSince = Date.now()
    } else if (seen > before && Date.now() - quietSince >= QUIET_MS) {
      clearInterval(answer)
      report(true)
    }
  }, 10)
}, 10)
setTimeout(() => report(false), WAIT)
