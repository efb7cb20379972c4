// A page's final data turned into the node tree WeChat's view layer builds, with WeChat's own template compiler
// (`wcc`, from the npm package miniprogram-compiler), then into HTML that Chromium can draw (built-in components as
// close approximations).
import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

/** The width WeChat lays pages out at here: rpx are computed for it. */
export const DEVICE_WIDTH = 375

const require = createRequire(import.meta.url)
let binaries

/** WeChat's Linux `wcc` or `wcsc`, copied out of the npm package so it can be made executable. */
export function compilerBinary(name) {
  binaries ??= mkdtempSync(path.join(os.tmpdir(), 'weapp-compilers-'))
  const copy = path.join(binaries, name)
  if (!existsSync(copy)) {
    const source = path.join(path.dirname(require.resolve('miniprogram-compiler/package.json')), 'bin', 'linux', name)
    copyFileSync(source, copy)
    chmodSync(copy, 0o755)
  }
  return copy
}

function filesEndingWith(dir, ending, base = dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) filesEndingWith(full, ending, base, found)
    else if (entry.name.endsWith(ending)) found.push(path.relative(base, full).split(path.sep).join('/'))
  }
  return found
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return {}
  }
}

/** Every template of the build compiled once with wcc; returns WeChat's `$gwx` (template path -> generate function). */
function compileTemplates(dist) {
  const wxml = filesEndingWith(dist, '.wxml')
  const wxs = filesEndingWith(dist, '.wxs')
  // wcc is told which tags are custom components (usingComponents), as WeChat DevTools does.
  const components = wxml.flatMap((file) => {
    const names = Object.keys(readJson(path.join(dist, file.replace(/\.wxml$/, '.json'))).usingComponents ?? {})
    return names.length ? [[file, names.length, ...names]] : []
  })
  const result = spawnSync(
    compilerBinary('wcc'),
    ['-d', '-cc', [components.length, ...components.flat()].join(' '), ...wxml, ...wxs, '-gn', '$gwx'],
    { cwd: dist, maxBuffer: 256 * 1024 * 1024 },
  )
  if (result.status !== 0) throw new Error(`wcc failed: ${String(result.stderr || result.error).slice(0, 2000)}`)
  // wcc's output expects a browser-like global; it only keeps its own tables there.
  globalThis.__wxAppCode__ ??= {}
  globalThis.__WXML_GLOBAL__ ??= {}
  globalThis.window ??= globalThis
  return new Function('global', `${result.stdout};\nreturn $gwx;`)({})
}

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
export const escapeHtml = (s) => String(s).replace(/[&<>"]/g, (c) => HTML_ESCAPES[c])

/** rpx to px at the device width, rounded as WeChat rounds (never below 1 px for a non-zero length). */
export const rpxToPx = (css) =>
  String(css).replace(/(-?\d*\.?\d+)rpx/g, (match, n) => {
    const value = Number(n)
    if (value === 0) return '0px'
    return `${Math.floor((value / 750) * DEVICE_WIDTH + 1e-4) || 1}px`
  })

/** WeChat's rich-text `nodes`: an HTML string or an array of {name, attrs, children} / {type: 'text', text}. */
function richTextHtml(nodes) {
  if (typeof nodes === 'string') return nodes.replace(/<script[\s\S]*?<\/script>/gi, '')
  if (!Array.isArray(nodes)) return ''
  return nodes
    .map((node) => {
      if (!node) return ''
      if (node.type === 'text') return escapeHtml(node.text ?? '')
      const name = (node.name || 'div').replace(/[^a-z0-9-]/gi, '')
      const attrs = Object.entries(node.attrs ?? {})
        .map(([key, value]) => ` ${key.replace(/[^a-z0-9-:]/gi, '')}="${escapeHtml(value)}"`)
        .join('')
      return `<${name}${attrs}>${richTextHtml(node.children ?? [])}</${name}>`
    })
    .join('')
}

const BUILT_IN = new Set(
  (
    'view text image button input textarea scroll-view swiper swiper-item movable-area movable-view cover-view ' +
    'cover-image icon progress rich-text checkbox checkbox-group radio radio-group form label picker picker-view ' +
    'picker-view-column slider switch navigator audio camera video live-player live-pusher map canvas open-data ' +
    'web-view ad official-account editor match-media page-container root-portal share-element ' +
    'keyboard-accessory grid-view list-view sticky-header sticky-section span block slot'
  ).split(' '),
)
const IMAGE_SIZES = { scaleToFill: '100% 100%', aspectFit: 'contain', aspectFill: 'cover', widthFix: '100% 100%' }
const isTrue = (value) => value === true || value === 'true'

/** Turns pages of one build into HTML; compiles the build's templates on first use. */
export class WxmlRenderer {
  constructor(dist) {
    this.dist = dist
    this.templateNames = new Set(
      [...readFileSync(path.join(dist, 'base.wxml'), 'utf8').matchAll(/<template name="tmpl_0_([^"]+)"/g)].map(
        (m) => m[1],
      ),
    )
  }

  /**
   * The page's body as HTML, with what a reviewer needs to know about it: the images it shows (src as the page gave
   * it and as resolved against `imageBase` or the build) and the nodes that have no template in Taro's base.wxml,
   * which WeChat silently leaves out.
   */
  render(pagePath, data, { resolveImage }) {
    this.gwx ??= compileTemplates(this.dist)
    const page = { images: [], undrawable: undrawableNodes(data.root, this.templateNames), resolveImage }
    const html = this.renderFile(`${pagePath}.wxml`, data, page)
    return { html, images: page.images, undrawable: page.undrawable }
  }

  renderFile(file, data, page) {
    const generate = this.gwx(file)
    if (typeof generate !== 'function') throw new Error(`wcc has no template for ${file}`)
    const { log, warn, error } = console
    // wcc reports a missing template on the console; the undrawable list above says it per node.
    console.log = console.warn = console.error = () => {}
    try {
      return this.children(generate(data, {}, {}).children, file, page)
    } finally {
      Object.assign(console, { log, warn, error })
    }
  }

  children(list, file, page) {
    return (list ?? []).map((child) => this.node(child, file, page)).join('')
  }

  node(node, file, page) {
    if (node == null) return ''
    if (typeof node !== 'object') return escapeHtml(node)
    if (!node.tag || ['virtual', 'wx-block', 'block'].includes(node.tag))
      return this.children(node.children, file, page)
    const tag = node.tag
    const name = tag.replace(/^wx-/, '')
    const attr = node.attr ?? {}
    const component =
      !BUILT_IN.has(name) && readJson(path.join(this.dist, file.replace(/\.wxml$/, '.json'))).usingComponents?.[name]
    if (component) return this.customComponent(name, component, attr, file, page)
    const attrs = Object.entries(attr)
      .filter(([key, value]) => !/^(bind|catch|capture-|mut-bind)|^(style|animation)$/.test(key) && isAttrValue(value))
      .map(([key, value]) =>
        key === 'hidden' ? ' hidden' : ` ${key.replace(/[^a-zA-Z0-9_:.-]/g, '')}="${escapeHtml(value)}"`,
      )
    const style = attr.style ? ` style="${escapeHtml(rpxToPx(attr.style))}"` : ''
    const inner = (BUILT_IN_INNER[name] ?? ((r) => r.children(node.children, file, page)))(this, attr, page, node, file)
    return `<${tag}${attrs.join('')}${style}>${inner}</${tag}>`
  }

  /** Taro's `comp` and `custom-wrapper`: expanded from their own templates with their properties. */
  customComponent(name, using, attr, file, page) {
    const target = using.startsWith('/') ? `.${using}` : using
    const componentPath = path.posix.normalize(path.posix.join(path.posix.dirname(file), target)).replace(/^\//, '')
    const props = Object.fromEntries(
      Object.entries(attr).map(([k, v]) => [k.replace(/-([a-z])/g, (m, c) => c.toUpperCase()), v]),
    )
    const inner = this.renderFile(`${componentPath}.wxml`, props, page)
    // `comp` is a virtual host (no element of its own); custom-wrapper keeps its host element.
    return name === 'comp' ? inner : `<${name} style="display:contents">${inner}</${name}>`
  }
}

const isAttrValue = (value) => value !== false && value != null && value !== '' && typeof value !== 'object'

/** Nodes of Taro's page data whose name has no template in base.wxml, counted by name and first classes. */
function undrawableNodes(root, templateNames) {
  const found = {}
  ;(function walk(node) {
    if (!node || typeof node !== 'object') return
    if (typeof node.nn === 'string' && node.nn !== '#text' && !templateNames.has(node.nn)) {
      const key = node.nn + (node.cl ? ` .${String(node.cl).trim().split(/\s+/).slice(0, 2).join('.')}` : '')
      found[key] = (found[key] ?? 0) + 1
      return
    }
    for (const value of Object.values(node)) walk(value)
  })(root)
  return found
}

/** The inside of built-in components that are more than a box with children. */
const BUILT_IN_INNER = {
  image(renderer, attr, page) {
    const src = attr.src == null ? '' : String(attr.src)
    const resolved = src && page.resolveImage(src)
    const mode = attr.mode || 'scaleToFill'
    page.images.push({ src, resolved, mode })
    return `<div data-image="${escapeHtml(resolved)}" style="background-image:url(&quot;${escapeHtml(resolved)}&quot;);background-size:${IMAGE_SIZES[mode] ?? 'auto'};background-position:center"></div>`
  },
  input(renderer, attr) {
    const value = attr.value == null ? '' : String(attr.value)
    if (value) return `<div class="input-value">${escapeHtml(value)}</div>`
    if (!attr.placeholder) return ''
    const style = attr['placeholder-style'] ? rpxToPx(attr['placeholder-style']) : ''
    return `<div class="input-placeholder ${escapeHtml(attr['placeholder-class'] ?? '')}" style="${escapeHtml(style)}">${escapeHtml(attr.placeholder)}</div>`
  },
  textarea(renderer, attr) {
    const value = attr.value == null ? '' : String(attr.value)
    if (value) return escapeHtml(value)
    return attr.placeholder ? `<div class="textarea-placeholder">${escapeHtml(attr.placeholder)}</div>` : ''
  },
  swiper(renderer, attr, page, node, file) {
    const slides = flatten(node.children).filter(
      (child) => child && typeof child === 'object' && /swiper-item$/.test(child.tag),
    )
    const current = Math.min(Number(attr.current || 0), Math.max(0, slides.length - 1))
    const vertical = isTrue(attr.vertical)
    const track = slides
      .map((slide, i) => {
        const offset = `transform:translate${vertical ? 'Y' : 'X'}(${(i - current) * 100}%)`
        return `<div class="wx-swiper-slide" style="${offset}">${renderer.node(slide, file, page)}</div>`
      })
      .join('')
    const dots = isTrue(attr['indicator-dots'])
      ? `<div class="wx-swiper-dots">${slides.map((s, i) => `<i class="${i === current ? 'on' : ''}"></i>`).join('')}</div>`
      : ''
    return `<div class="wx-swiper-slides">${track}</div>${dots}`
  },
  text(renderer, attr, page, node, file) {
    const inner = renderer.children(node.children, file, page)
    return isTrue(attr.decode) ? inner.replace(/&amp;(nbsp|lt|gt|amp|apos|ensp|emsp);/g, '&$1;') : inner
  },
  'rich-text': (renderer, attr) => richTextHtml(attr.nodes),
  checkbox: (renderer, attr, page, node, file) =>
    `<span class="box">${attr.checked ? '✓' : ''}</span>${renderer.children(node.children, file, page)}`,
  radio: (renderer, attr, page, node, file) =>
    `<span class="box"></span>${renderer.children(node.children, file, page)}`,
  switch: () => '<span class="sw"><i></i></span>',
  progress: (renderer, attr) => `<div class="bar"><i style="width:${Number(attr.percent || 0)}%"></i></div>`,
  icon: (renderer, attr) => `<i style="width:${Number(attr.size || 23)}px;height:${Number(attr.size || 23)}px"></i>`,
  video: (renderer, attr, page) =>
    attr.poster
      ? `<div style="width:100%;height:100%;background:url(&quot;${escapeHtml(page.resolveImage(String(attr.poster)))}&quot;) center/contain no-repeat"></div>`
      : '',
  'web-view': (renderer, attr) => `<div style="padding:20px;color:#888">[web-view ${escapeHtml(attr.src ?? '')}]</div>`,
}

function flatten(list) {
  return (list ?? []).flatMap((child) =>
    child && typeof child === 'object' && (!child.tag || child.tag === 'virtual' || child.tag === 'wx-block')
      ? flatten(child.children)
      : [child],
  )
}
