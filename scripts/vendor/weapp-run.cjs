// The mini program page runner: one page of dist/weapp in Node with a minimal `wx` host (npm run check:weapp-pages).
// Kept as the team tool ships it (neither formatted nor linted here), but for STORAGE (a JSON object the storage
// starts with, such as a signed-in user) and for waiting on the page's ready mark instead of a fixed time.
// Runs one page of a Taro mini program build (its logic layer) in Node with a minimal `wx` host, and prints what the
// page sent to its view: the number and sizes of setData calls, the texts in the page data, and uncaught errors.
// Usage: node weapp-run.cjs DIST PAGE [QUERY]   e.g. node weapp-run.cjs dist/weapp packages/content/project-detail/index 'id=3'
// API=http://127.0.0.1:8080 (default) is where wx.request goes, whatever host the build targets. WAIT=ms (default 4000).
// It does not render WXML (wcc checks the templates); it catches runtime errors, missing data and oversized setData.
const path = require('path'), http = require('http')
const dist = path.resolve(process.argv[2]), pagePath = process.argv[3] || 'pages/home/index', query = Object.fromEntries(new URLSearchParams(process.argv[4] || ''))
const API = process.env.API || 'http://127.0.0.1:8080'
const storage = JSON.parse(process.env.STORAGE || '{}'); const setDatas = []; const errors = []; let app, pageCfg
const noop = () => {}
const ok = (o, v) => { setTimeout(() => { o && o.success && o.success(v); o && o.complete && o.complete(v) }, 0); return Promise.resolve(v) }
const sys = { windowWidth: 375, windowHeight: 667, screenWidth: 375, screenHeight: 667, pixelRatio: 2, platform: 'devtools', system: 'iOS 16', language: 'zh_CN', version: '8.0.50', SDKVersion: '3.6.0', statusBarHeight: 20, safeArea: { top: 20, bottom: 667, left: 0, right: 375, width: 375, height: 647 } }
const wxo = new Proxy({
  getSystemInfoSync: () => sys, getWindowInfo: () => sys, getDeviceInfo: () => sys, getAppBaseInfo: () => sys, getSystemSetting: () => ({}), getAppAuthorizeSetting: () => ({}),
  getMenuButtonBoundingClientRect: () => ({ top: 24, bottom: 56, left: 280, right: 367, width: 87, height: 32 }),
  getStorageSync: k => storage[k] ?? '', setStorageSync: (k, v) => { storage[k] = v }, removeStorageSync: k => { delete storage[k] },
  getStorage: o => ok(o, { data: storage[o.key] }), setStorage: o => { storage[o.key] = o.data; return ok(o, {}) },
  getLaunchOptionsSync: () => ({ path: pagePath, query, scene: 1001 }), getEnterOptionsSync: () => ({ path: pagePath, query, scene: 1001 }),
  request(o) {
    const u = new URL(o.url.replace(/^https?:\/\/[^/]+/, API)); const body = o.data && o.method && o.method.toUpperCase() !== 'GET' ? JSON.stringify(o.data) : null
    if (!body && o.data && typeof o.data === 'object') for (const [k, v] of Object.entries(o.data)) if (v !== undefined) u.searchParams.set(k, v)
    const req = http.request(u, { method: (o.method || 'GET').toUpperCase(), headers: { 'content-type': 'application/json', ...(o.header || {}) } }, res => {
      let s = ''; res.on('data', d => s += d); res.on('end', () => { let data = s; try { data = JSON.parse(s) } catch {} const r = { data, statusCode: res.statusCode, header: res.headers }; o.success && o.success(r); o.complete && o.complete(r) })
    }); req.on('error', e => { o.fail && o.fail({ errMsg: String(e) }); o.complete && o.complete({}) }); if (body) req.write(body); req.end()
    return { abort: noop, onHeadersReceived: noop }
  },
  createSelectorQuery: () => { const rect = { id: '', dataset: {}, left: 0, right: 375, top: 0, bottom: 667, width: 375, height: 667, scrollTop: 0, scrollLeft: 0, scrollHeight: 667, scrollWidth: 375 }; const res = []; const q = { in: () => q, select: () => q, selectAll: () => q, selectViewport: () => q, boundingClientRect: cb => { res.push(rect); cb && cb(rect); return q }, scrollOffset: cb => { res.push(rect); cb && cb(rect); return q }, fields: (f, cb) => { res.push(rect); cb && cb(rect); return q }, node: cb => { res.push({ node: null }); return q }, exec: cb => setTimeout(() => cb && cb(res), 0) }; return q },
  createIntersectionObserver: () => ({ relativeTo: function () { return this }, relativeToViewport: function () { return this }, observe: noop, disconnect: noop }),
  nextTick: f => setTimeout(f, 0), canIUse: () => true, onAppRoute: noop, onNetworkStatusChange: noop, getNetworkType: o => ok(o, { networkType: 'wifi' }),
}, { has: (t, k) => k !== 'webpackJsonp' || k in t, get: (t, k) => k in t ? t[k] : (k === 'webpackJsonp' ? undefined : (o) => ok(o, {})), set: (t, k, v) => { t[k] = v; return true } })
const base = wxo; for (const n of ["addPhoneContact", "authorize", "canvasGetImageData", "canvasPutImageData", "canvasToTempFilePath", "checkSession", "chooseAddress", "chooseImage", "chooseInvoiceTitle", "chooseLocation", "chooseVideo", "clearStorage", "closeBLEConnection", "closeBluetoothAdapter", "closeSocket", "compressImage", "connectSocket", "createBLEConnection", "downloadFile", "exitMiniProgram", "getAvailableAudioSources", "getBLEDeviceCharacteristics", "getBLEDeviceServices", "getBatteryInfo", "getBeacons", "getBluetoothAdapterState", "getBluetoothDevices", "getClipboardData", "getConnectedBluetoothDevices", "getConnectedWifi", "getExtConfig", "getFileInfo", "getImageInfo", "getLocation", "getNetworkType", "getSavedFileInfo", "getSavedFileList", "getScreenBrightness", "getSetting", "getStorage", "getStorageInfo", "getSystemInfo", "getUserInfo", "getWifiList", "hideHomeButton", "hideShareMenu", "hideTabBar", "hideTabBarRedDot", "loadFontFace", "login", "makePhoneCall", "navigateBack", "navigateBackMiniProgram", "navigateTo", "navigateToBookshelf", "navigateToMiniProgram", "notifyBLECharacteristicValueChange", "hideKeyboard", "hideLoading", "hideNavigationBarLoading", "hideToast", "openBluetoothAdapter", "openDocument", "openLocation", "openSetting", "pageScrollTo", "previewImage", "queryBookshelf", "reLaunch", "readBLECharacteristicValue", "redirectTo", "removeSavedFile", "removeStorage", "removeTabBarBadge", "requestSubscribeMessage", "saveFile", "saveImageToPhotosAlbum", "saveVideoToPhotosAlbum", "scanCode", "sendSocketMessage", "setBackgroundColor", "setBackgroundTextStyle", "setClipboardData", "setEnableDebug", "setInnerAudioOption", "setKeepScreenOn", "setNavigationBarColor", "setNavigationBarTitle", "setScreenBrightness", "setStorage", "setTabBarBadge", "setTabBarItem", "setTabBarStyle", "showActionSheet", "showFavoriteGuide", "showLoading", "showModal", "showShareMenu", "showTabBar", "showTabBarRedDot", "showToast", "startBeaconDiscovery", "startBluetoothDevicesDiscovery", "startDeviceMotionListening", "startPullDownRefresh", "stopBeaconDiscovery", "stopBluetoothDevicesDiscovery", "stopCompass", "startCompass", "startAccelerometer", "stopAccelerometer", "showNavigationBarLoading", "stopDeviceMotionListening", "stopPullDownRefresh", "switchTab", "uploadFile", "vibrateLong", "vibrateShort", "writeBLECharacteristicValue"]) if (!(n in Object.getOwnPropertyNames(base))) { try { if (!Object.prototype.hasOwnProperty.call(base, n)) base[n] = base[n] } catch {} }
global.wx = wxo
global.App = cfg => { app = cfg }
global.getApp = () => app
global.Page = cfg => { pageCfg = cfg }
global.Component = cfg => { global.__components = (global.__components || []).concat(cfg) }
global.Behavior = b => b
global.requirePlugin = () => ({})
let pages = []
global.getCurrentPages = () => pages
process.on('unhandledRejection', e => errors.push('unhandled: ' + String(e && e.stack || e).slice(0, 300)))
process.on('uncaughtException', e => errors.push('uncaught: ' + String(e && e.stack || e).slice(0, 300)))
try { require(path.join(dist, 'app.js')) } catch (e) { errors.push('app.js: ' + (e.stack || e).toString().slice(0, 400)) }
try { app && app.onLaunch && app.onLaunch.call(app, { path: pagePath, query: {}, scene: 1001 }); app && app.onShow && app.onShow.call(app, {}) } catch (e) { errors.push('onLaunch: ' + e.stack.slice(0, 400)) }
try { require(path.join(dist, pagePath + '.js')) } catch (e) { errors.push('page: ' + (e.stack || e).toString().slice(0, 400)) }
if (!pageCfg) { console.log(JSON.stringify({ errors }, null, 1)); process.exit(1) }
const page = Object.create(pageCfg); page.data = JSON.parse(JSON.stringify(pageCfg.data || {})); page.route = pagePath; page.__route__ = pagePath; page.options = query
page.setData = function (d, cb) { const size = Buffer.byteLength(JSON.stringify(d)); setDatas.push(size); for (const [k, v] of Object.entries(d)) { setPath(this.data, k, v) } cb && setTimeout(cb, 0) }
page.selectComponent = () => null; page.createSelectorQuery = wxo.createSelectorQuery
// WeChat's setData path rules: `a.b[0].c`, and Taro's `root.cn.[0].cn` (a dot before the bracket) alike.
function splitPath(p) { const keys = []; p.replace(/\[(\d+)\]|[^.[\]]+/g, (m, idx) => { keys.push(idx !== undefined ? Number(idx) : m); return m }); return keys }
function setPath(obj, p, v) { const keys = splitPath(p); let o = obj; for (let i = 0; i < keys.length - 1; i++) { if (o[keys[i]] == null || typeof o[keys[i]] !== 'object') o[keys[i]] = typeof keys[i + 1] === 'number' ? [] : {}; o = o[keys[i]] } o[keys[keys.length - 1]] = v }
pages = [page]
try { page.onLoad && page.onLoad.call(page, query); page.onShow && page.onShow.call(page); page.onReady && page.onReady.call(page) } catch (e) { errors.push('page lifecycle: ' + e.stack.slice(0, 400)) }
const started = Date.now()
function report(ready) {
  const texts = []; (function walk(n) { if (!n || typeof n !== 'object') return; if (typeof n.v === 'string' && n.v.trim()) texts.push(n.v.trim()); for (const k of Object.keys(n)) walk(n[k]) })(page.data)
  console.log(JSON.stringify({ ready, settledMs: Date.now() - started, setDataCalls: setDatas.length, setDataMaxBytes: Math.max(0, ...setDatas), setDataTotalBytes: setDatas.reduce((a, b) => a + b, 0), textCount: texts.length, text: texts.join(' | ').slice(0, 1500), errors: errors.slice(0, 5) }, null, 1))
  process.exit(0)
}
// The page says when its first data has arrived or failed (`dataReady` in its page data); WAIT is the most to wait.
const poll = setInterval(() => { if (page.data.dataReady === true) { clearInterval(poll); report(true) } }, 10)
setTimeout(() => { clearInterval(poll); report(false) }, Number(process.env.WAIT || 10000))
