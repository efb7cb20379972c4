import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const BUILT = path.join(ROOT, 'dist', 'h5', 'index.html')
const INPUTS = ['src', 'config', 'babel.config.js', 'package-lock.json']

function newestChange(target) {
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  )
}

/** True when there is no H5 build or a source file changed after it was made. */
export function h5BuildIsStale() {
  if (!existsSync(BUILT)) return true
  const built = statSync(BUILT).mtimeMs
  return INPUTS.some((input) => existsSync(path.join(ROOT, input)) && newestChange(path.join(ROOT, input)) > built)
}

/** Builds the production H5 site into dist/h5 unless it is up to date. */
export function ensureH5Build() {
  if (!h5BuildIsStale()) return
  console.log('Building the H5 app (dist/h5)...')
  const result = spawnSync('npx', ['taro', 'build', '--type', 'h5'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('The H5 build failed')
  // As npm run build:h5 does: the server's drawing of the first screens, the service worker, the brotli and gzip
  // copies the server sends.
  for (const [script, failure] of [
    ['build-first-screen.mjs', 'Bundling the first screens failed'],
    ['build-service-worker.mjs', 'Bundling the service worker failed'],
    ['compress-h5.mjs', 'Compressing the H5 build failed'],
  ]) {
    const step = spawnSync(process.execPath, [path.join(ROOT, 'scripts', script)], { stdio: 'inherit' })
    if (step.status !== 0) throw new Error(failure)
  }
}
