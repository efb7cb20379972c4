// Draws mini program pages in Chromium as WeChat's view layer would show them: the HTML of wxml.mjs with the CSS of
// wxss.mjs and WeChat's built-in component styles; optionally inside a phone with WeChat's native navigation bar
// and tab bar, for screenshots.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { textLines } from './compare.mjs'
import { DEVICE_WIDTH, escapeHtml, WxmlRenderer } from './wxml.mjs'
import { pageCss } from './wxss.mjs'

export const DEVICE_HEIGHT = 812
const STATUS_BAR = 44
const NAVIGATION_BAR = 44
const TAB_BAR = 49
const HOME_INDICATOR = 34

/** Approximations of WeChat's built-in component styles (its webview's own stylesheet). */
const BUILT_IN_CSS = `
html{-webkit-text-size-adjust:none}
body{margin:0;font-family:-apple-system-font,"Helvetica Neue","PingFang SC","Noto Sans CJK SC",sans-serif;font-size:16px;color:#000;background:#fff}
wx-view,wx-scroll-view,wx-swiper,wx-form,wx-navigator,wx-cover-view,wx-movable-area,wx-picker,wx-picker-view,wx-page-container,wx-root-portal,wx-canvas{display:block}
[hidden]{display:none!important}
wx-text{white-space:pre-line}
wx-text[space]{white-space:pre-wrap}
wx-image{width:320px;height:240px;display:inline-block;overflow:hidden;position:relative}
wx-image>div{width:100%;height:100%;background-repeat:no-repeat}
wx-button{position:relative;display:block;margin-left:auto;margin-right:auto;padding-left:14px;padding-right:14px;box-sizing:border-box;font-size:18px;text-align:center;line-height:2.55555556;border-radius:5px;overflow:hidden;color:#000;background-color:#f8f8f8}
wx-button:after{content:" ";width:200%;height:200%;position:absolute;top:0;left:0;border:1px solid rgba(0,0,0,.2);transform:scale(.5);transform-origin:0 0;box-sizing:border-box;border-radius:10px}
wx-button[type=primary]{color:#fff;background-color:#1aad19}
wx-button[size=mini]{display:inline-block;line-height:2.3;font-size:13px;padding:0 1.34em}
wx-button[plain]{color:#353535;border:1px solid #353535;background-color:transparent}
wx-button[plain]:after{border-width:0}
wx-button[disabled]{color:rgba(0,0,0,.3)}
wx-input{display:block;height:1.4rem;min-height:1.4rem;overflow:hidden;white-space:nowrap;position:relative}
wx-input>.input-placeholder,wx-textarea>.textarea-placeholder{position:absolute;top:0;left:0;right:0;overflow:hidden;white-space:nowrap;color:gray;pointer-events:none}
wx-textarea{width:300px;height:150px;display:block;position:relative;white-space:pre-wrap;overflow:hidden}
wx-textarea>.textarea-placeholder{white-space:pre-wrap}
wx-scroll-view{width:100%}
wx-scroll-view[scroll-x]{overflow-x:auto}
wx-scroll-view[scroll-y]{overflow-y:auto}
wx-scroll-view::-webkit-scrollbar{display:none}
wx-swiper{height:150px;position:relative;overflow:hidden}
wx-swiper .wx-swiper-slides,wx-swiper .wx-swiper-slide{position:absolute;inset:0;overflow:hidden}
wx-swiper-item{display:block;width:100%;height:100%;overflow:hidden}
wx-swiper .wx-swiper-dots{position:absolute;left:50%;bottom:10px;transform:translateX(-50%);display:flex;gap:8px}
wx-swiper .wx-swiper-dots>i{width:8px;height:8px;border-radius:50%;background:rgba(0,0,0,.3)}
wx-swiper .wx-swiper-dots>i.on{background:#000}
wx-video{width:300px;height:225px;display:inline-block;position:relative;background:#000}
wx-canvas{width:300px;height:150px}
wx-map{width:300px;height:150px;display:inline-block;background:#e5e3df}
wx-web-view{display:block;position:fixed;inset:0;background:#fff}
wx-progress{display:flex;align-items:center}
wx-progress>.bar{flex:1;height:6px;background:#ebebeb}
wx-progress>.bar>i{display:block;height:100%;background:#09bb07}
wx-checkbox,wx-radio{display:inline-block;white-space:nowrap}
wx-checkbox>.box,wx-radio>.box{display:inline-block;vertical-align:middle;width:22px;height:22px;border:1px solid #d1d1d1;border-radius:3px;margin-right:5px;box-sizing:border-box;text-align:center;line-height:20px;color:#09bb07}
wx-radio>.box{border-radius:50%}
wx-switch{display:inline-block}
wx-switch>.sw{display:inline-block;vertical-align:middle;width:52px;height:32px;border-radius:16px;background:#dfdfdf;position:relative}
wx-switch>.sw>i{position:absolute;top:2px;left:2px;width:28px;height:28px;border-radius:50%;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.4)}
wx-switch[checked]>.sw{background:#04be02}
wx-switch[checked]>.sw>i{left:22px}
wx-icon{display:inline-block}
wx-icon>i{display:inline-block;border-radius:50%;background:#09bb07}
wx-rich-text img{max-width:100%}
`

// In the drawn page: images load as WeChat's would (widthFix takes the natural ratio) and say whether they loaded.
const IMAGE_SCRIPT = `
window.images = [...document.querySelectorAll('[data-image]')].map((box) => {
  const image = { src: box.dataset.image, loaded: null };
  if (!image.src) { image.loaded = false; return image }
  const probe = new Image();
  probe.onload = () => {
    image.loaded = true;
    const host = box.parentElement;
    if (host.getAttribute('mode') === 'widthFix') host.style.height = (host.getBoundingClientRect().width * probe.naturalHeight / probe.naturalWidth) + 'px';
  };
  probe.onerror = () => { image.loaded = false };
  probe.src = image.src;
  return image;
});`

/** Renders and styles pages of one mini program build (`dist/weapp`) into HTML files in `outDir`. */
export class WeappPages {
  constructor(dist, { api, buildApi = 'http://127.0.0.1:8080' }) {
    this.dist = dist
    this.renderer = new WxmlRenderer(dist)
    this.app = JSON.parse(readFileSync(path.join(dist, 'app.json'), 'utf8'))
    this.api = api
    this.buildApi = buildApi
    this.css = new Map()
  }

  /** Every page of app.json, the main package first. */
  pages() {
    return [
      ...this.app.pages,
      ...this.app.subPackages.flatMap((pkg) => pkg.pages.map((page) => `${pkg.root.replace(/\/$/, '')}/${page}`)),
    ]
  }

  /** Where WeChat loads an image from: the build's API host (here the test server), or a file of the package. */
  resolveImage(src, pagePath) {
    if (/^data:/.test(src)) return src
    if (src.startsWith(this.buildApi)) return this.api + src.slice(this.buildApi.length)
    if (/^(https?:)?\/\//.test(src)) return src
    const file = src.startsWith('/')
      ? path.join(this.dist, src)
      : path.join(this.dist, path.posix.dirname(pagePath), src)
    return pathToFileURL(file).href
  }

  /** Writes `file` with the page drawn from `data` (its final page data); returns its images and undrawable nodes. */
  write(pagePath, data, file) {
    const { html, images, undrawable } = this.renderer.render(pagePath, data, {
      resolveImage: (src) => this.resolveImage(src, pagePath),
    })
    if (!this.css.has(pagePath)) this.css.set(pagePath, pageCss(this.dist, pagePath))
    const css = this.css.get(pagePath).replace(/<\/style/gi, '<\\/style')
    writeFileSync(
      file,
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=${DEVICE_WIDTH}">
<style>${BUILT_IN_CSS}</style><style>${css}</style></head>
<body>${html}<script>${IMAGE_SCRIPT}</script></body></html>`,
    )
    return { images, undrawable }
  }

  /**
   * A phone around the drawn page `pageFile`: status bar, WeChat's navigation bar with the page's title and colours,
   * the back arrow off the tab pages, the page as the webview, and the native tab bar on tab pages.
   */
  writePhone(pagePath, pageFile, { title, nav = {}, labels }, file) {
    const pageJson = JSON.parse(readFileSync(path.join(this.dist, `${pagePath}.json`), 'utf8'))
    const window = { ...this.app.window, ...pageJson }
    const tabBar = this.app.tabBar
    const tab = tabBar?.list.find((item) => item.pagePath === pagePath)
    const custom = window.navigationStyle === 'custom'
    const background = nav.backgroundColor ?? window.navigationBarBackgroundColor ?? '#000000'
    const color = nav.frontColor ?? (window.navigationBarTextStyle === 'black' ? '#000000' : '#ffffff')
    const top = custom ? 0 : STATUS_BAR + NAVIGATION_BAR
    const bottom = tab ? TAB_BAR + HOME_INDICATOR : 0
    const status = `<div class="status" style="color:${custom ? '#000' : color}"><span>9:41</span><span>▮▮▮ ◔ ▭</span></div>`
    const capsule = `<div class="capsule" style="color:${color}">··· ◉</div>`
    const back = tab || this.app.pages[0] === pagePath ? '' : '<div class="back">‹</div>'
    const bar = custom
      ? `<div class="bar">${status}${capsule}</div>`
      : `<div class="bar" style="height:${top}px;background:${background};color:${color}">${status}<div class="title">${escapeHtml(title ?? window.navigationBarTitleText ?? '')}</div>${back}${capsule}</div>`
    const tabs = tab
      ? `<div class="tabs" style="background:${tabBar.backgroundColor ?? '#fff'}">${tabBar.list
          .map((item, i) => {
            const on = item.pagePath === pagePath
            const icon = pathToFileURL(path.join(this.dist, on ? item.selectedIconPath : item.iconPath)).href
            return `<div style="color:${on ? tabBar.selectedColor : tabBar.color}"><img src="${icon}"><div>${escapeHtml(labels?.[i] ?? item.text)}</div></div>`
          })
          .join('')}</div>`
      : ''
    writeFileSync(
      file,
      `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=${DEVICE_WIDTH}"><style>
html,body{margin:0;width:${DEVICE_WIDTH}px;height:${DEVICE_HEIGHT}px;overflow:hidden;background:${window.backgroundColor ?? '#fff'};font-family:-apple-system,"Noto Sans CJK SC",sans-serif}
.bar{position:absolute;left:0;right:0;top:0;z-index:3}
.status{height:${STATUS_BAR}px;display:flex;align-items:center;justify-content:space-between;padding:0 24px;font-weight:600;font-size:15px}
.title{height:${NAVIGATION_BAR}px;line-height:${NAVIGATION_BAR}px;text-align:center;font-weight:600;font-size:17px;margin:0 100px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.back{position:absolute;left:12px;top:${STATUS_BAR + 8}px;font-size:26px}
.capsule{position:absolute;right:7px;top:${STATUS_BAR + 6}px;width:87px;height:32px;border-radius:16px;border:1px solid rgba(127,127,127,.3);box-sizing:border-box;display:flex;align-items:center;justify-content:center;font-weight:bold}
iframe{position:absolute;left:0;top:${top}px;width:${DEVICE_WIDTH}px;height:${DEVICE_HEIGHT - top - bottom}px;border:0}
.tabs{position:absolute;left:0;right:0;bottom:0;height:${TAB_BAR + HOME_INDICATOR}px;padding-bottom:${HOME_INDICATOR}px;box-sizing:border-box;border-top:1px solid rgba(0,0,0,.2);display:flex}
.tabs>div{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;font-size:10px}
.tabs img{width:24px;height:24px}
</style></head><body>${bar}<iframe src="${escapeHtml(path.basename(pageFile))}"></iframe>${tabs}</body></html>`,
    )
  }
}

/** Opens a drawn page in `tab` and reads what a person sees: its lines of text and whether its images loaded. */
export async function readDrawnPage(tab, file) {
  await tab.goto(pathToFileURL(file).href)
  await tab
    .waitForFunction(() => window.images.every((image) => image.loaded !== null), null, { timeout: 5_000 })
    .catch(() => {})
  const { text, images } = await tab.evaluate(() => ({ text: document.body.innerText, images: window.images }))
  return { lines: textLines(text), images }
}
