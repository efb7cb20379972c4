// The reference server on a throw-away database, as a child process, for the checks that drive a build against it.
import { execFileSync, spawn } from 'node:child_process'
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from './h5-build.mjs'

/** Where the checks stand on the fair's programme clock. */
export const FAIR_DAY_TWO = '2026-09-09T10:00:00+08:00'

/** A moment before pre-registration closes (18:00 on 2 September), for the registration flows. */
export const BEFORE_DEADLINE = '2026-08-20T10:00:00+08:00'

let template
/** The migrated empty cluster the servers' new databases start from: made once per set of migrations, not per server. */
function templateFile() {
  template ??= execFileSync(process.execPath, ['--import', 'tsx', 'server/src/platform/pglite-template.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim()
  return template
}

/**
 * Starts the server on `port` and resolves once it listens (it then prints the demo user's login link).
 * Its stdout, where local mode prints login codes, is copied to `log`. The data folder is a throw-away one unless
 * `dataDir` is given (then it is kept when the server stops, to start it again on the same database).
 */
export async function startTestServer(port, { clock = FAIR_DAY_TWO, dataDir: given } = {}) {
  const dataDir = given ?? mkdtempSync(path.join(os.tmpdir(), 'fair-check-'))
  const log = path.join(dataDir, 'server-stdout.log')
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    // By default the programme stands on day 2 of the fair: day 1 is over, the 09:00 sessions run, the rest are open.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PGLITE_TEMPLATE: templateFile(),
      LOG_LEVEL: 'warn',
      FAIR_CLOCK: clock,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const loginLink = await new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error('The server did not start within 120 s')), 120_000)
    server.stdout.on('data', (chunk) => {
      appendFileSync(log, chunk)
      out += chunk
      const match = out.match(/https?:\/\/\S+\/home\?token=\w+/)
      if (match) {
        clearTimeout(timer)
        resolve(match[0])
      }
    })
    server.on('exit', (code) => reject(new Error(`The server exited with ${code}`)))
  })
  return {
    base: `http://127.0.0.1:${port}`,
    pid: server.pid,
    log,
    /** The operator API's address and token, written by the server in local mode (for approving real names). */
    operatorAccess: path.join(dataDir, 'operator.json'),
    demoToken: new URL(loginLink).searchParams.get('token'),
    async stop() {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
      if (!given) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
