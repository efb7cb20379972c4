// Runs the browser tests: the production H5 build served by the reference server on a throw-away database.
import { spawn } from 'node:child_process'
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureH5Build, ROOT } from './lib/h5-build.mjs'

const port = process.env.E2E_PORT ?? '18080'
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fair-e2e-'))
// The server's stdout (where local mode prints login codes), for tests that log in by code: SERVER_LOG.
const serverLog = path.join(dataDir, 'server-stdout.log')

mkdirSync(path.join(ROOT, 'test-results'), { recursive: true })
ensureH5Build()

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
})

// The server prints the demo user's login link once it listens; the tests use it to log in.
const loginLink = await new Promise((resolve, reject) => {
  let out = ''
  const timer = setTimeout(() => reject(new Error('The server did not start within 120 s')), 120_000)
  server.stdout.on('data', (chunk) => {
    appendFileSync(serverLog, chunk)
    out += chunk
    const match = out.match(/https?:\/\/\S+\/home\?token=\w+/)
    if (match) {
      clearTimeout(timer)
      resolve(match[0])
    }
  })
  server.on('exit', (code) => reject(new Error(`The server exited with ${code}`)))
})

// Test files given on the command line run alone; otherwise every browser test runs.
const chosen = process.argv.slice(2)
const files =
  chosen.length > 0
    ? chosen
    : readdirSync(path.join(ROOT, 'tests', 'e2e'))
        .filter((name) => name.endsWith('.test.mjs'))
        .map((name) => path.join('tests', 'e2e', name))
// Run asynchronously, so the server's output keeps flowing to SERVER_LOG while the tests run.
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    BASE_URL: `http://127.0.0.1:${port}`,
    SERVER_LOG: serverLog,
    DEMO_TOKEN: new URL(loginLink).searchParams.get('token'),
  },
})

const status = await new Promise((resolve) => tests.on('exit', (code) => resolve(code)))

server.kill('SIGTERM')
await new Promise((resolve) => server.once('exit', resolve))
rmSync(dataDir, { recursive: true, force: true })
process.exit(status ?? 1)
