// Runs the server tests: the seeded database every file starts from is made once for the run, and files run two at a
// time (each on its own in-memory database and ephemeral ports). On DATABASE_URL every file empties and seeds that
// one database, so files run one at a time. Files given on the command line run alone.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
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
          `import('./server/src/platform/test-app.ts').then((m) => (m.default ?? m).writeSeededTemplate(${JSON.stringify(template)}))`,
        ],
        { cwd: ROOT, stdio: 'inherit' },
      )
  if (made.status !== 0) throw new Error('Making the seeded test database failed')
  const concurrency = SHARED_DATABASE ? 1 : 2
  const tests = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...(!SHARED_DATABASE && { FAIR_TEST_TEMPLATE: template }) },
  })
  status = await new Promise((resolve) => tests.on('exit', (code) => resolve(code ?? 1)))
} finally {
  rmSync(runDir, { recursive: true, force: true })
}
process.exit(status)
