// Checks the weapp build the way WeChat will: package sizes (main and each subpackage <= 2 MB, all <= 20 MB)
// and miniprogram-ci's own code-quality check, which runs offline with a throw-away key. The main package also has
// the project's own budget: it loads before any page, so a feature that grows it must win the weight back elsewhere.
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from './lib/h5-build.mjs'

const OUT = path.join(ROOT, 'dist', 'weapp')
const PACKAGE_LIMIT = 2 * 1024 * 1024
const TOTAL_LIMIT = 20 * 1024 * 1024
const MAIN_BUDGET = 959 * 1024

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

function packageSizes() {
  const app = JSON.parse(readFileSync(path.join(OUT, 'app.json'), 'utf8'))
  const roots = (app.subPackages ?? app.subpackages ?? []).map((p) => p.root.replace(/\/$/, ''))
  const sizes = new Map([['main', 0], ...roots.map((r) => [r, 0])])
  for (const file of filesUnder(OUT)) {
    const rel = path.relative(OUT, file).split(path.sep).join('/')
    const owner = roots.find((r) => rel.startsWith(`${r}/`)) ?? 'main'
    sizes.set(owner, sizes.get(owner) + statSync(file).size)
  }
  return { sizes, subpackageCount: roots.length }
}

const MODULE = /[{,](\d+):function\((\w+)?(?:,(\w+))?(?:,(\w+))?\)\{/g

/** The webpack modules a built file defines, each with the module ids its body requires. */
function modulesOf(file) {
  const text = readFileSync(file, 'utf8')
  const heads = [...text.matchAll(MODULE)]
  return heads.map((head, i) => {
    const body = text.slice(head.index, heads[i + 1]?.index ?? text.length)
    const require = head[4] ?? head[3]
    // Not a property call: `n.a(2)` (a generator's step) is not the module's require `a(2)`.
    const needs = require
      ? [...body.matchAll(new RegExp(`(?<![\\w$.])${require}\\((\\d+)\\)`, 'g'))].map((m) => m[1])
      : []
    return { id: head[1], needs }
  })
}

/**
 * Every module a page's files require is defined in the main package or in the page's own files: a subpackage
 * cannot load another subpackage's chunk, so a module placed there leaves the page blank on a phone.
 */
function unresolvedModules() {
  const app = JSON.parse(readFileSync(path.join(OUT, 'app.json'), 'utf8'))
  const mainFiles = ['runtime.js', 'taro.js', 'vendors.js', 'common.js', 'app.js']
    .map((name) => path.join(OUT, name))
    .filter((file) => existsSync(file))
  const mainIds = new Set(mainFiles.flatMap((file) => modulesOf(file).map((m) => m.id)))
  const pages = [
    ...app.pages,
    ...(app.subPackages ?? app.subpackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`)),
  ]
  const problems = []
  for (const page of pages) {
    const entry = path.join(OUT, `${page}.js`)
    // The mini program resolves a require without an extension to its .js file (a subpackage's shared chunk).
    const required = [...readFileSync(entry, 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) =>
      path.resolve(path.dirname(entry), m[1].endsWith('.js') ? m[1] : `${m[1]}.js`),
    )
    const own = [entry, ...required.filter((file) => file.startsWith(OUT) && !mainFiles.includes(file))]
    const modules = own.filter((file) => existsSync(file)).flatMap(modulesOf)
    const defined = new Set([...mainIds, ...modules.map((m) => m.id)])
    const missing = [...new Set(modules.flatMap((m) => m.needs).filter((id) => !defined.has(id)))]
    if (missing.length) problems.push(`${page} requires modules it cannot load: ${missing.slice(0, 5).join(', ')}`)
  }
  return { problems, pageCount: pages.length }
}

async function codeQuality() {
  const ci = (await import('miniprogram-ci')).default
  const keyDir = mkdtempSync(path.join(os.tmpdir(), 'weapp-key-'))
  const privateKeyPath = path.join(keyDir, 'private.key')
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  writeFileSync(privateKeyPath, privateKey.export({ type: 'pkcs1', format: 'pem' }))
  try {
    const project = new ci.Project({
      appid: 'wx0000000000000000',
      type: 'miniProgram',
      projectPath: OUT,
      privateKeyPath,
      ignores: ['node_modules/**/*'],
    })
    return await ci.checkCodeQuality(project)
  } finally {
    rmSync(keyDir, { recursive: true, force: true })
  }
}

if (!existsSync(path.join(OUT, 'app.json'))) {
  console.error('No weapp build: run `npm run build:weapp` first.')
  process.exit(1)
}

const failures = []
const { sizes, subpackageCount } = packageSizes()
let total = 0
for (const [name, bytes] of sizes) {
  total += bytes
  console.log(`${name.padEnd(24)} ${(bytes / 1024).toFixed(1).padStart(8)} KB`)
  if (bytes > PACKAGE_LIMIT) failures.push(`${name} is ${bytes} bytes, over 2 MB`)
}
if (sizes.get('main') > MAIN_BUDGET)
  failures.push(`the main package is ${sizes.get('main')} bytes, over its budget of 959 KB`)
console.log(`${'total'.padEnd(24)} ${(total / 1024).toFixed(1).padStart(8)} KB`)
if (total > TOTAL_LIMIT) failures.push(`all packages are ${total} bytes, over 20 MB`)
if (subpackageCount === 0) failures.push('the build has no subpackages')

const modules = unresolvedModules()
console.log(`modules of ${modules.pageCount} pages ${modules.problems.length ? 'UNRESOLVED' : 'all resolve'}`)
failures.push(...modules.problems)

// A subpackage's shared styles reach its pages only through this import (config: SubpackageStyles).
const app = JSON.parse(readFileSync(path.join(OUT, 'app.json'), 'utf8'))
for (const { root, pages } of app.subPackages ?? []) {
  if (!existsSync(path.join(OUT, root, 'shared.wxss'))) continue
  for (const page of pages) {
    const style = path.join(OUT, root, `${page}.wxss`)
    if (!existsSync(style) || !readFileSync(style, 'utf8').includes('shared.wxss'))
      failures.push(`${path.posix.join(root, page)} does not import ${path.posix.join(root, 'shared.wxss')}`)
  }
}

const quality = await codeQuality()
for (const item of quality) {
  const ok = item.success !== false
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${item.name ?? item.key}${item.success === false && item.text ? `: ${item.text}` : ''}`,
  )
  if (!ok) failures.push(`code quality: ${item.name ?? item.key}`)
}

if (failures.length) {
  console.error(`\nweapp check failed:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('\nweapp check passed')
// miniprogram-ci keeps handles open; end explicitly.
process.exit(0)
