// Runs the server tests: the seeded database every file starts from is made once for the run, and the files run in
// two lanes, each one Node process that runs its files one after another (scripts/lib/server-test-lane.mjs), on
// in-memory databases and ephemeral ports. On DATABASE_URL every file empties and seeds that one database, so one
// lane runs them all. Files given on the command line run alone. Each lane's report is printed when it ends.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from './lib/h5-build.mjs'

const SERVER_SRC = path.join(ROOT, 'server', 'src')
const SHARED_DATABASE = Boolean(process.env.DATABASE_URL)

/** server/src/*.test.ts and server/src/<domain>/*.test.ts, as the README names them. */
function allTestFiles() {
  const inDir = (dir) =>
    readdirSync(path.join(SERVER_SRC, dir))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join('server', 'src', dir, name))
  const domains = readdirSync(SERVER_SRC, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  return [...inDir(''), ...domains.flatMap((domain) => inDir(domain.name))]
}

/** Splits the files into `count` lanes of about the same size in bytes, the largest files placed first. */
function balanced(list, count) {
  const lanes = Array.from({ length: count }, () => ({ files: [], bytes: 0 }))
  const sized = list.map((file) => ({ file, bytes: statSync(path.resolve(ROOT, file)).size }))
  for (const { file, bytes } of sized.sort((a, b) => b.bytes - a.bytes)) {
    const lightest = lanes.reduce((a, b) => (b.bytes < a.bytes ? b : a))
    lightest.files.push(file)
    lightest.bytes += bytes
  }
  return lanes.map((lane) => lane.files)
}

/** Runs one lane; answers its exit code, its whole report and its counts. */
function runLane(laneFiles, env) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test-reporter=spec', path.join('scripts', 'lib', 'server-test-lane.mjs'), ...laneFiles],
    { cwd: ROOT, env: { ...env, NO_COLOR: '1' } },
  )
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({
        code,
        output,
        count: (name) => Number(output.match(new RegExp(`^ℹ ${name} (\\d+)$`, 'm'))?.[1] ?? 0),
      }),
    ),
  )
}

const chosen = process.argv.slice(2)
const files = chosen.length > 0 ? chosen : allTestFiles()
const runDir = mkdtempSync(path.join(os.tmpdir(), 'fair-server-tests-'))
const template = path.join(runDir, 'seeded.tar')

let status = 1
try {
  const made = SHARED_DATABASE
    ? { status: 0 }
    : spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import('./server/src/test-app.ts').then((m) => (m.default ?? m).writeSeededTemplate(${JSON.stringify(template)}))`,
        ],
        { cwd: ROOT, stdio: 'inherit' },
      )
  if (made.status !== 0) throw new Error('Making the seeded test database failed')
  const lanes = SHARED_DATABASE ? [files] : balanced(files, 2)
  const env = { ...process.env, ...(!SHARED_DATABASE && { FAIR_TEST_TEMPLATE: template }) }
  const results = await Promise.all(lanes.filter((lane) => lane.length > 0).map((lane) => runLane(lane, env)))
  for (const { output } of results) process.stdout.write(output)
  const total = (name) => results.reduce((sum, result) => sum + result.count(name), 0)
  console.log(
    `\n# server tests: ${files.length} files, ${total('tests')} tests, ${total('pass')} passed, ${total('fail')} failed`,
  )
  status = results.every((result) => result.code === 0) ? 0 : 1
} finally {
  rmSync(runDir, { recursive: true, force: true })
}
process.exit(status)
