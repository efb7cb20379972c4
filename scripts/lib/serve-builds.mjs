// Serves H5 builds the way `npm start` does (the reference server's static stack on a seeded throw-away database),
// so a benchmark compares builds, not servers. Run with `node --import tsx`.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openTestApp } from '../../server/src/test-app'
import { compressH5 } from '../compress-h5.mjs'
import { ROOT } from './h5-build.mjs'

export const BARE_BUILD = path.resolve(ROOT, '..', 'shared', 'bench', 'bare-taro-h5')

/**
 * Starts one server for dist/h5 and, when the bare reference build is beside the project, one for a writable,
 * compressed copy of it (bareBase is undefined without it).
 */
export async function serveAppAndBare() {
  const app = await openTestApp({ staticDir: path.join(ROOT, 'dist', 'h5') })
  const appBase = await app.app.listen({ port: 0, host: '127.0.0.1' })
  let bare
  let bareCopy
  if (existsSync(BARE_BUILD)) {
    bareCopy = mkdtempSync(path.join(os.tmpdir(), 'bare-taro-h5-'))
    cpSync(BARE_BUILD, bareCopy, { recursive: true })
    await compressH5(bareCopy)
    bare = await openTestApp({ staticDir: bareCopy })
  }
  const bareBase = bare && (await bare.app.listen({ port: 0, host: '127.0.0.1' }))
  return {
    appBase,
    bareBase,
    /** The API of the app's server, for ids the pages need. */
    api: async (url) => (await fetch(`${appBase}${url}`)).json(),
    close: async () => {
      await Promise.all([app.close(), bare?.close()])
      if (bareCopy) rmSync(bareCopy, { recursive: true, force: true })
    },
  }
}

export { CHROMIUM } from './chromium.mjs'
