// Checks the weapp build the way WeChat will: package sizes (main and each subpackage <= 2 MB, all <= 20 MB)
// and miniprogram-ci's own code-quality check, which runs offline with a throw-away key.
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from './lib/h5-build.mjs'

const OUT = path.join(ROOT, 'dist', 'weapp')
const PACKAGE_LIMIT = 2 * 1024 * 1024
const TOTAL_LIMIT = 20 * 1024 * 1024

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
console.log(`${'total'.padEnd(24)} ${(total / 1024).toFixed(1).padStart(8)} KB`)
if (total > TOTAL_LIMIT) failures.push(`all packages are ${total} bytes, over 20 MB`)
if (subpackageCount === 0) failures.push('the build has no subpackages')

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
