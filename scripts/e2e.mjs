// Runs the browser tests: the production H5 build served by the reference server on a throw-away database.
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ensureH5Build, ROOT } from './lib/h5-build.mjs'
import { BEFORE_DEADLINE, startTestServer } from './lib/test-server.mjs'

mkdirSync(path.join(ROOT, 'test-results'), { recursive: true })
ensureH5Build()
const server = await startTestServer(process.env.E2E_PORT ?? '18080')

// Test files given on the command line run alone; otherwise every browser test runs.
const chosen = process.argv.slice(2)
const files =
  chosen.length > 0
    ? chosen
    : readdirSync(path.join(ROOT, 'tests', 'e2e'))
        .filter((name) => name.endsWith('.test.mjs'))
        .map((name) => path.join('tests', 'e2e', name))
// Registration flows need a fair clock before the deadline: a second server, started only when a test asks for it.
const registration = files.some((file) => readFileSync(path.resolve(ROOT, file), 'utf8').includes('REG_BASE_URL'))
  ? await startTestServer(process.env.E2E_REG_PORT ?? String(Number(process.env.E2E_PORT ?? '18080') + 1), {
      clock: BEFORE_DEADLINE,
    })
  : null

// Run asynchronously, so the server's output keeps flowing to SERVER_LOG while the tests run.
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    BASE_URL: server.base,
    SERVER_LOG: server.log,
    DEMO_TOKEN: server.demoToken,
    OPERATOR_ACCESS: server.operatorAccess,
    ...(registration && {
      REG_BASE_URL: registration.base,
      REG_SERVER_LOG: registration.log,
      REG_DEMO_TOKEN: registration.demoToken,
      REG_OPERATOR_ACCESS: registration.operatorAccess,
    }),
  },
})

const status = await new Promise((resolve) => tests.on('exit', (code) => resolve(code)))
await server.stop()
await registration?.stop()
process.exit(status ?? 1)
