// A page's styles as WeChat computes them: WeChat's style compiler `wcsc` over app.wxss, the page's .wxss and what
// they import, its output evaluated at the device width (rpx -> px as WeChat rounds them).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { compilerBinary, DEVICE_WIDTH } from './wxml.mjs'

function withImports(dist, file, found = new Set()) {
  if (found.has(file) || !existsSync(path.join(dist, file))) return found
  found.add(file)
  const source = readFileSync(path.join(dist, file), 'utf8')
  for (const [, target] of source.matchAll(/@import\s+(?:url\()?\s*["']([^"']+)["']/g)) {
    const wxss = target.endsWith('.wxss') ? target : `${target}.wxss`
    const resolved = wxss.startsWith('/')
      ? wxss.slice(1)
      : path.posix.normalize(path.posix.join(path.posix.dirname(file), wxss))
    withImports(dist, resolved, found)
  }
  return found
}

/** wcsc writes JavaScript strings with \x and \u escapes. */
const unescapeJs = (s) =>
  s.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|n|r|t|'|"|\\)/g, (m, c) =>
    c[0] === 'x' || c[0] === 'u'
      ? String.fromCharCode(parseInt(c.slice(1), 16))
      : ({ n: '\n', r: '\r', t: '\t' }[c] ?? c),
  )

const compiled = new Map()

/** The CSS of app.wxss and the page's own .wxss, as WeChat would insert it at 375 px. */
export function pageCss(dist, pagePath) {
  return ['app.wxss', `${pagePath}.wxss`].map((file) => sheetCss(dist, file)).join('\n')
}

/** One stylesheet with what it imports; app.wxss, the same on every page, is compiled once. */
function sheetCss(dist, file) {
  const key = path.join(dist, file)
  if (!compiled.has(key)) compiled.set(key, existsSync(key) ? compileSheet(dist, file) : '')
  return compiled.get(key)
}

function compileSheet(dist, file) {
  const roots = [file]
  const imported = new Set()
  for (const root of roots) withImports(dist, root, imported)
  const rest = [...imported].filter((file) => !roots.includes(file))
  const result = spawnSync(compilerBinary('wcsc'), ['-pc', String(roots.length), ...roots, ...rest], {
    cwd: dist,
    maxBuffer: 256 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`wcsc failed on ${file}: ${String(result.stderr).slice(0, 1000)}`)
  // Its output is `name=js=name=js...`: a common part and one function per root that inserts a <style>.
  const parts = result.stdout.toString().split('=')
  const code = {}
  for (let i = 0; i + 1 < parts.length; i += 2) code[parts[i]] = unescapeJs(parts[i + 1])
  const sheets = []
  const document = {
    head: { appendChild: (sheet) => sheets.push(sheet) },
    getElementsByTagName: () => [document.head],
    // wcsc's code reads and writes `childNodes` of the <style> it makes.
    createElement: () => ({
      childNodes: [],
      setAttribute() {},
      appendChild(text) {
        this.childNodes.push({ nodeValue: text })
      },
    }),
    createTextNode: (text) => text,
  }
  const window = { screen: { width: DEVICE_WIDTH, height: 812 }, devicePixelRatio: 2 }
  const navigator = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) MicroMessenger/8.0.50' }
  const quiet = { log() {}, warn() {}, error() {} }
  const run = `${code.comm ?? ''};\n${roots.map((root) => `${code[root] ?? ''}();`).join('\n')}`
  new Function('window', 'document', 'navigator', '__COMMON_STYLESHEETS__', 'console', run)(
    window,
    document,
    navigator,
    {},
    quiet,
  )
  return sheets.map((sheet) => sheet.childNodes.map((node) => node.nodeValue).join('')).join('\n')
}
