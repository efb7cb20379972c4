import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

// A throw-away PostgreSQL cluster for tests that need several server processes on one database, from the Debian
// packages (apt-get install postgresql); as root its server runs as the postgres user, which PostgreSQL requires.

/** Where initdb and pg_ctl are: on PATH, or the newest /usr/lib/postgresql/<version>/bin. */
function binDir(): string | null {
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' })
  if (which.status === 0 && which.stdout.trim()) return join(which.stdout.trim(), '..')
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const [newest] = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return newest ? join(root, newest, 'bin') : null
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

export interface TestCluster {
  url: string
  stop: () => Promise<void>
}

/**
 * DATABASE_URL when set (a database meant for tests); else a fresh cluster on a free port with a UTF-8 database;
 * `skip` with the reason when neither can be had (no PostgreSQL binaries).
 */
export async function testPostgres(): Promise<TestCluster | { skip: string }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const bin = binDir()
  if (!bin) return { skip: 'no DATABASE_URL and no PostgreSQL binaries (apt-get install postgresql)' }
  const dir = mkdtempSync(join(tmpdir(), 'fair-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' })
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chmodSync(dir, 0o700)
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const port = await freePort()
  run('initdb', ['-D', data, '-U', 'fair', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ])
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'fair', database: 'postgres' })
  await admin.connect()
  await admin.query(`create database fair template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`)
  await admin.end()
  return {
    url: `postgres://fair@127.0.0.1:${port}/fair`,
    stop: async () => {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
