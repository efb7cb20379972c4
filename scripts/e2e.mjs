// Runs the browser tests: the production H5 build served by the reference server on a throw-away database. Files run
// in two lanes, each with servers, data folders and a browser of its own, taking the next file from one queue; a
// file's output is printed whole when it ends, and the counts of every file at the end.
import { spawn } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ensureH5Build, ROOT } from './lib/h5-build.mjs'
import { BEFORE_DEADLINE, startTestServer } from './lib/test-server.mjs'
import { launchBrowserServer } from '../tests/e2e/browser.mjs'

const LANES = Number(process.env.E2E_LANES ?? 2)
// The longest file takes about 4 minutes on two busy cores.
const FILE_TIMEOUT_MS = 10 * 60_000
const FIRST_PORT = Number(process.env.E2E_PORT ?? 18080)
// The longest files go first, so the lanes end together.
const LONGEST_FIRST = ['routes.test.mjs', 'points.test.mjs', 'fair-info.test.mjs', 'type-jumps.test.mjs']

mkdirSync(path.join(ROOT, 'test-results'), { recursive: true })
ensureH5Build()

// Test files given on the command line run alone; otherwise every browser test runs.
const chosen = process.argv.slice(2)
const rank = (file) => {
  const index = LONGEST_FIRST.indexOf(path.basename(file))
  return index < 0 ? LONGEST_FIRST.length : index
}
const queue =
  chosen.length > 0
    ? chosen
    : readdirSync(path.join(ROOT, 'tests', 'e2e'))
        .filter((name) => name.endsWith('.test.mjs'))
        .map((name) => path.join('tests', 'e2e', name))
        .sort((a, b) => rank(a) - rank(b))
// Registration flows need a fair clock before the deadline: a second server per lane, started only when a file asks.
const needsRegistration = queue.some((file) => readFileSync(path.resolve(ROOT, file), 'utf8').includes('REG_BASE_URL'))

/** One lane: its servers, then files from the queue until it is empty. */
async function lane(index) {
  const port = FIRST_PORT + index * 10
  const server = await startTestServer(String(port))
  const registration = needsRegistration ? await startTestServer(String(port + 1), { clock: BEFORE_DEADLINE }) : null
  const browser = await launchBrowserServer()
  const env = {
    ...process.env,
    E2E_BROWSER: browser.wsEndpoint(),
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
  }
  const results = []
  try {
    for (let file = queue.shift(); file; file = queue.shift()) results.push(await runFile(file, env))
  } finally {
    await browser.close()
    await server.stop()
    await registration?.stop()
  }
  return results
}

/** Runs one test file, printing its output once it ends; answers its counts from the TAP summary. */
function runFile(file, env) {
  const started = Date.now()
  // Asynchronous, so the servers' output keeps flowing to their logs while the tests run.
  const child = spawn(process.execPath, ['--test', '--test-reporter=tap', file], { cwd: ROOT, env })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  // A file that hangs (once, Chromium not closing after a file's tests had passed) fails, naming itself, not the run.
  const hung = setTimeout(() => {
    output += `\n# ${file} still running after ${FILE_TIMEOUT_MS / 60_000} minutes: stopped\n`
    child.kill('SIGKILL')
  }, FILE_TIMEOUT_MS)
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(hung)
      process.stdout.write(output)
      const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0)
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      console.log(`# ${file}: ${count('pass')} passed, ${count('fail')} failed, ${seconds} s`)
      resolve({ file, code, tests: count('tests'), pass: count('pass'), fail: count('fail') })
    }),
  )
}

const results = (await Promise.all(Array.from({ length: LANES }, (_, index) => lane(index)))).flat()
const sum = (key) => results.reduce((total, result) => total + result[key], 0)
const failedFiles = results.filter((result) => result.code !== 0)
console.log(
  `\n# browser tests: ${results.length} files, ${sum('tests')} tests, ${sum('pass')} passed, ${sum('fail')} failed`,
)
for (const { file } of failedFiles) console.log(`# failed: ${file}`)
process.exit(failedFiles.length > 0 ? 1 : 0)
