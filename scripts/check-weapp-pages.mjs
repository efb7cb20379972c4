// Runs every page of the weapp build (dist/weapp) in Node against the reference server on a throw-away database,
// signed out, with `id=1` and `meetingId=1`, and again signed in as the demo user where a page asks a visitor to
// log in; fails when a page throws, is not ready (its first data arrived or failed) within READY_WITHIN_MS, shows no
// text, still asks a signed-in user to log in, or sends its view more than SETDATA_BUDGET in one setData (WeChat
// slows down well before its own 1 MB limit).
// Run: npm run build:weapp first, then npm run check:weapp-pages.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { ROOT } from './lib/h5-build.mjs'
import { startTestServer } from './lib/test-server.mjs'
import { zhCN } from '../src/i18n/zh-cn.ts'

const DIST = path.join(ROOT, 'dist', 'weapp')
const RUNNER = path.join(ROOT, 'scripts', 'vendor', 'weapp-run.cjs')
const SETDATA_BUDGET = 128 * 1024
const QUERY = 'id=1&meetingId=1'
/** The login prompt's button: a page showing it asks a visitor to log in. */
const LOGIN_PROMPT = zhCN['account.my.login']
/** The most a page may take to mark itself ready (`dataReady` in its page data); most take well under a second. */
const READY_WITHIN_MS = 10_000
// A runner is one short Node process that mostly waits for the server: several at a time keep both cores busy.
const PARALLEL = 6

/** Pages whose content is not text, and why. */
const WITHOUT_TEXT = {
  'packages/media/video-player/index': 'a full-screen player: the video is the page',
}

const app = JSON.parse(readFileSync(path.join(DIST, 'app.json'), 'utf8'))
const pages = [
  ...app.pages,
  ...app.subPackages.flatMap((pkg) => pkg.pages.map((page) => `${pkg.root.replace(/\/$/, '')}/${page}`)),
]

const server = await startTestServer(process.env.CHECK_PORT ?? '18090')
const run = promisify(execFile)

async function runPage(page, storage) {
  const { stdout } = await run(process.execPath, [RUNNER, DIST, page, QUERY], {
    env: { ...process.env, API: server.base, WAIT: String(READY_WITHIN_MS), STORAGE: JSON.stringify(storage) },
    maxBuffer: 8 * 1024 * 1024,
  })
  const result = JSON.parse(stdout)
  const problems = [...result.errors]
  if (!result.ready) problems.push(`not ready within ${READY_WITHIN_MS / 1000} s`)
  if (result.textCount === 0 && !WITHOUT_TEXT[page]) problems.push('shows no text')
  if (result.setDataMaxBytes > SETDATA_BUDGET) problems.push(`one setData of ${result.setDataMaxBytes} bytes`)
  return { result, problems }
}

async function check(page) {
  const visitor = await runPage(page, {})
  if (!visitor.result.text.includes(LOGIN_PROMPT)) return { page, ...visitor }
  const signedIn = await runPage(page, { user: { token: server.demoToken } })
  if (signedIn.result.text.includes(LOGIN_PROMPT)) signedIn.problems.push('asks the signed-in user to log in')
  return { page, signedIn: true, result: signedIn.result, problems: [...visitor.problems, ...signedIn.problems] }
}

const outcomes = []
try {
  const queue = [...pages]
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let page = queue.shift(); page; page = queue.shift()) outcomes.push(await check(page))
    }),
  )
} finally {
  await server.stop()
}

outcomes.sort((a, b) => pages.indexOf(a.page) - pages.indexOf(b.page))
for (const { page, signedIn, result, problems } of outcomes) {
  const kb = (result.setDataMaxBytes / 1024).toFixed(1)
  const who = signedIn ? 'signed in' : ''
  console.log(
    `${problems.length ? 'FAIL' : 'ok  '} ${page.padEnd(48)} ${String(result.settledMs).padStart(5)} ms ${String(result.setDataCalls).padStart(3)} setData, max ${kb} KB ${who}`,
  )
  for (const problem of problems) console.log(`     ${problem}`)
}
const failed = outcomes.filter((o) => o.problems.length > 0).length
console.log(`${outcomes.length} pages, ${failed} failing`)
process.exit(failed ? 1 : 0)
