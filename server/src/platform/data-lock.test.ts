import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { openDatabase } from './connect'
import { DataFolderInUse } from './data-lock'
import { migratedTemplate } from './pglite-template'
import { folderStore } from '../registration/upload-store'

const work = mkdtempSync(join(tmpdir(), 'data-lock-'))
after(() => rmSync(work, { recursive: true, force: true }))

describe('the embedded database folder', () => {
  it('admits one opener: a second fails at once naming the process that holds it, and opens once it is closed', async () => {
    const dataDir = join(work, 'one')
    const first = await openDatabase({ dataDir, env: {}, template: await migratedTemplate() })
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

  it('is entered only by the account the server runs as, even when it was made open to all', async () => {
    const dataDir = join(work, 'one')
    chmodSync(dataDir, 0o777)
    await (await openDatabase({ dataDir, env: {} })).close()
    assert.equal(statSync(dataDir).mode & 0o777, 0o700)
    const uploads = join(work, 'uploads')
    const staged = join(work, 'staged.png')
    writeFileSync(staged, 'x', { mode: 0o600 })
    await folderStore(uploads).put('a.png', { path: staged, size: 1 }, 'image/png')
    assert.equal(statSync(uploads).mode & 0o777, 0o700)
  })

  it('is taken over from a process that is gone', async () => {
    const dataDir = join(work, 'stale')
    await (await openDatabase({ dataDir, env: {}, template: await migratedTemplate() })).close()
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
  it('is taken over by one process only when several race for a stale lock', async () => {
    const gone = spawn(process.execPath, ['-e', ''])
    const deadPid = gone.pid!
    await new Promise((resolve) => gone.on('exit', resolve))
    // Each racer takes the folder it is told to, says whether it holds it, and lets go when told.
    const racer = `
      const dataLock = await import(${JSON.stringify(fileURLToPath(new URL('./data-lock.ts', import.meta.url)))})
      const { lockDataFolder } = dataLock.default ?? dataLock
      const { createInterface } = await import('node:readline')
      let release = null
      for await (const line of createInterface({ input: process.stdin })) {
        if (line === 'release') { release?.(); release = null; console.log('released'); continue }
        try { release = lockDataFolder(line); console.log('held') } catch (error) { console.log('refused: ' + error.name) }
      }`
    const racers = [0, 1].map(() => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', racer])
      const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
      return { child, next: async () => (await lines.next()).value as string }
    })
    try {
      for (let round = 0; round < 50; round += 1) {
        const dataDir = join(work, `race-${round}`)
        mkdirSync(dataDir)
        writeFileSync(
          join(dataDir, 'owner.lock'),
          JSON.stringify({ pid: deadPid, host: hostname(), command: 'killed server', since: new Date().toISOString() }),
        )
        for (const { child } of racers) child.stdin.write(`${dataDir}\n`)
        const answers = await Promise.all(racers.map(({ next }) => next()))
        assert.deepEqual(answers.toSorted(), ['held', 'refused: DataFolderInUse'], `round ${round}`)
        for (const { child } of racers) child.stdin.write('release\n')
        await Promise.all(racers.map(({ next }) => next()))
      }
    } finally {
      for (const { child } of racers) child.kill()
    }
  })
})
