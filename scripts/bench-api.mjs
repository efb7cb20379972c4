// Load-tests the project list, a project detail and the project search (50 connections, 15 s each, loopback) on a
// server started as in production (node server/src/main.ts, logging to a file) on a throw-away PGlite, and again on
// PostgreSQL when DATABASE_URL is set (use a database meant for tests: it is seeded if empty and counts views).
// Run: npm run bench:api (BENCH_SECONDS=5 for a shorter run). Prints req/s, p50, p99 and the answers that were not
// 2xx per endpoint and database, against the targets below; the machine's load is printed too, as it sways them.
import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CONNECTIONS = 50
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15)
const WARM_UP_S = 2
const TARGETS = { PGlite: { reqPerSec: 600, p99: 100 }, PostgreSQL: { reqPerSec: 1500, p99: 100 } }
// The seed's projects (ids 1..60) and keywords people search in both languages.
const PROJECT_IDS = 60
const KEYWORDS = ['厦门', '产业', '投资', 'park', 'energy']
// What a browser sends with every call: answers above 1 KB come back compressed.
const HEADERS = { 'accept-encoding': 'br, gzip', lang: 'zh' }

let turn = 0
const next = (count) => (turn = (turn + 1) % count)

const ENDPOINTS = [
  {
    name: 'project list',
    request: {
      method: 'POST',
      path: '/merchants-client/project/list',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ pageNum: 1, pageSize: 10 }),
    },
  },
  {
    name: 'project detail',
    request: {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/common-client/home/projectDetail?id=${next(PROJECT_IDS) + 1}`,
      }),
      headers: HEADERS,
    },
  },
  {
    name: 'project search',
    request: {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/common-client/home/projectSearch?keyword=${encodeURIComponent(KEYWORDS[next(KEYWORDS.length)])}&pageNum=1&pageSize=10`,
      }),
      headers: HEADERS,
    },
  },
]

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts server/src/main.ts on a free port and waits for /health; its log goes to a file, as in production. */
async function startServer(env, workDir) {
  const port = await freePort()
  const log = openSync(path.join(workDir, 'server.log'), 'a')
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    stdio: ['ignore', log, 'inherit'],
  })
  closeSync(log)
  let exited = false
  child.once('exit', () => (exited = true))
  const url = `http://127.0.0.1:${port}`
  for (let waited = 0; waited < 180_000; waited += 250) {
    if (exited) throw new Error(`The server exited at start; see ${path.join(workDir, 'server.log')}`)
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return { url, stop: () => stopServer(child) }
    await sleep(250)
  }
  await stopServer(child)
  throw new Error('The server did not answer /health within 180 s')
}

function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve()
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  return exited
}

const run = (url, request, duration) => autocannon({ url, connections: CONNECTIONS, duration, requests: [request] })

async function benchDatabase(database, env, workDir) {
  const server = await startServer(env, workDir)
  const rows = []
  try {
    for (const { name, request } of ENDPOINTS) {
      await run(server.url, request, WARM_UP_S)
      const result = await run(server.url, request, DURATION_S)
      rows.push({
        database,
        endpoint: name,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors,
      })
    }
  } finally {
    await server.stop()
  }
  return rows
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'fair-bench-'))
const rows = []
try {
  // An empty DATABASE_URL means PGlite, in a folder thrown away afterwards.
  rows.push(...(await benchDatabase('PGlite', { DATABASE_URL: '', DATA_DIR: path.join(workDir, 'pglite') }, workDir)))
  if (process.env.DATABASE_URL) rows.push(...(await benchDatabase('PostgreSQL', {}, workDir)))
} finally {
  rmSync(workDir, { recursive: true, force: true })
}

const load = os.loadavg().map((value) => value.toFixed(1))
console.log(
  `\n${CONNECTIONS} connections, ${DURATION_S} s per endpoint, ${os.cpus().length} cores, load ${load.join(' ')}`,
)
console.log('database     endpoint          req/s   p50 ms   p99 ms   not 2xx   target')
for (const row of rows) {
  const target = TARGETS[row.database]
  const met = row.reqPerSec >= target.reqPerSec && row.p99 <= target.p99 && row.failed === 0
  console.log(
    [
      row.database.padEnd(12),
      row.endpoint.padEnd(16),
      String(row.reqPerSec).padStart(6),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      String(row.failed).padStart(9),
      `  ${met ? 'met' : 'missed'} (${target.reqPerSec} req/s, p99 ${target.p99} ms)`,
    ].join(' '),
  )
}
