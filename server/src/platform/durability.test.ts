import assert from 'node:assert/strict'
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { like } from 'drizzle-orm'
import { openDatabase } from './connect'
import { migratedTemplateFile } from './pglite-template'
import { feedbacks } from '../account/settings.schema'

// The real server process on a PGlite folder, as `npm start` runs it, with the CLI beside it.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'durability-'))
const dataDir = join(work, 'pglite')
// The server starts on a new folder from the migrated cluster, as the checks' servers do (not what is tested here).
let templateFile = ''
before(async () => (templateFile = await migratedTemplateFile()))
after(() => rmSync(work, { recursive: true, force: true }))

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

// Always the embedded database in local mode, whatever the suite runs on.
const env = (port = 0) => {
  const local: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PGLITE_TEMPLATE: templateFile,
    LOG_LEVEL: 'warn',
  }
  delete local.DATABASE_URL
  delete local.NODE_ENV
  return local
}

/** Starts the server and resolves with the demo token it prints once it listens. */
function startServer(port: number): Promise<{ server: ChildProcess; token: string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env: env(port) })
  let out = ''
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const token = /\?token=([0-9a-f]{64})/.exec(out)?.[1]
      if (token) resolve({ server, token })
    })
    server.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()))
    server.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)))
  })
}

const admin = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin.mjs', ...args], { cwd: ROOT, env: env() })

describe('the embedded database under the running server', { timeout: 240_000 }, () => {
  it('serves operator commands while the server runs, and keeps every acknowledged write after a SIGKILL', async () => {
    const port = await freePort()
    const { server, token } = await startServer(port)
    const base = `http://127.0.0.1:${port}`
    let killed = false
    try {
      const list = await admin('realname', 'list')
      assert.match(list.stdout, /verified\tidCard\t林\*远/)
      const hot = async () =>
        ((await (await fetch(`${base}/common-client/home/listSearchRank`)).json()) as { data: { keyword: string }[] })
          .data
      const top = (await hot())[0].keyword
      await admin('keywords', 'hide', top, 'zh')
      assert.ok(!(await hot()).some((k) => k.keyword === top), "the hidden keyword left the running server's list")

      const acknowledged: number[] = []
      const writes = (async () => {
        for (let i = 0; !killed; i += 1) {
          const response = await fetch(`${base}/user-central/feedback/add`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accesstoken: token },
            body: JSON.stringify({ type: 'other', content: `durability write of this run, number ${i}` }),
          }).catch(() => null)
          if (response?.status === 200) acknowledged.push(i)
        }
      })()
      while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20))
      // Listen before killing: the exit may come while the last writes are still failing.
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGKILL')
      killed = true
      await writes
      await exited

      // The CLI finds no server behind the left-over access file and opens the folder itself.
      assert.match((await admin('realname', 'list')).stdout, /verified/)
      const handle = await openDatabase({ dataDir, env: {} })
      try {
        const rows = await handle.db
          .select({ content: feedbacks.content })
          .from(feedbacks)
          .where(like(feedbacks.content, 'durability write %'))
        const kept = new Set(rows.map((r) => Number(r.content.split(' ').at(-1))))
        assert.deepEqual(
          acknowledged.filter((i) => !kept.has(i)),
          [],
          'every acknowledged write is there',
        )
      } finally {
        await handle.close()
      }
    } finally {
      if (!killed) server.kill('SIGKILL')
    }
  })
})
