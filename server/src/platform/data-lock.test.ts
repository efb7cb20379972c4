import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { openDatabase } from './connect'
import { DataFolderInUse } from './data-lock'

const work = mkdtempSync(join(tmpdir(), 'data-lock-'))
after(() => rmSync(work, { recursive: true, force: true }))

describe('the embedded database folder', () => {
  it('admits one opener: a second fails at once naming the process that holds it, and opens once it is closed', async () => {
    const dataDir = join(work, 'one')
    const first = await openDatabase({ dataDir, env: {} })
    try {
      await assert.rejects(openDatabase({ dataDir, env: {} }), (error: Error) => {
        assert.ok(error instanceof DataFolderInUse)
        assert.match(error.message, new RegExp(`in use by process ${process.pid} on `))
        assert.match(error.message, /npm run admin/)
        return true
      })
    } finally {
      await first.close()
    }
    const second = await openDatabase({ dataDir, env: {} })
    await second.close()
  })

  it('is taken over from a process that is gone', async () => {
    const dataDir = join(work, 'stale')
    await (await openDatabase({ dataDir, env: {} })).close()
    const gone = spawn(process.execPath, ['-e', ''])
    const pid = gone.pid!
    await new Promise((resolve) => gone.on('exit', resolve))
    writeFileSync(
      join(dataDir, 'owner.lock'),
      JSON.stringify({ pid, host: hostname(), command: 'killed server', since: new Date().toISOString() }),
    )
    const handle = await openDatabase({ dataDir, env: {} })
    await handle.close()
  })
})
