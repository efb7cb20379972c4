import { createHash, randomBytes } from 'node:crypto'
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

/** Who holds a PGlite data folder; written into the folder by the process that opened it. */
interface Holder {
  pid: number
  host: string
  command: string
  since: string
}

const LOCK_FILE = 'owner.lock'
const PAUSE = new Int32Array(new SharedArrayBuffer(4))

/** Another live process has the data folder open; the message names it and what to do instead. */
export class DataFolderInUse extends Error {
  constructor(dataDir: string, holder: Holder) {
    super(
      `The database folder ${dataDir} is in use by process ${holder.pid} on ${holder.host} (${holder.command}, since ${holder.since}). ` +
        'The embedded database admits one process: stop that one first, or, for operator commands, run `npm run admin` against the running server.',
    )
    this.name = 'DataFolderInUse'
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

const holderOf = (text: string): Holder | null => {
  try {
    return JSON.parse(text) as Holder
  } catch {
    return null
  }
}

const removeIfThere = (file: string) => {
  try {
    unlinkSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

/**
 * Takes the data folder for this process, so a second opener fails at once instead of corrupting it. The lock file
 * appears whole (a hard link to a file already written). A lock left by a process that is gone (killed, crashed) is
 * replaced only by the opener that first claims that very lock (a claim file named by its content), after reading
 * that it is still the one there: two openers finding the same stale lock never both take the folder. Returns the
 * release, also run when the process exits.
 */
export function lockDataFolder(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE)
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
    since: new Date().toISOString(),
  }
  const candidate = join(dataDir, `${LOCK_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`)
  writeFileSync(candidate, JSON.stringify(mine), { flag: 'wx', mode: 0o600 })
  try {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        linkSync(candidate, file)
        return releaser(file)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const stale = readText(file)
      if (stale === null) continue
      const holder = holderOf(stale)
      // A holder on another host (a shared folder) cannot be checked, so it is believed.
      if (holder && (holder.host !== mine.host || isAlive(holder.pid))) throw new DataFolderInUse(dataDir, holder)
      const claim = join(dataDir, `${LOCK_FILE}.claim-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`)
      try {
        writeFileSync(claim, JSON.stringify(mine), { flag: 'wx', mode: 0o600 })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        const claimer = holderOf(readText(claim) ?? '')
        if (claimer && claimer.host === mine.host && !isAlive(claimer.pid))
          throw new Error(
            `The database folder ${dataDir} was being taken over by process ${claimer.pid}, which is gone; remove ${claim} and start again.`,
          )
        // Another opener is taking the folder over: a moment, then its lock is read.
        Atomics.wait(PAUSE, 0, 0, 20)
        continue
      }
      try {
        if (readText(file) === stale) {
          renameSync(candidate, file)
          return releaser(file)
        }
      } finally {
        removeIfThere(claim)
      }
    }
    throw new Error(`Could not take the database folder ${dataDir}: its lock file keeps changing`)
  } finally {
    removeIfThere(candidate)
  }
}

/** Lets the folder go (once), if this process still holds it; also when the process exits. */
function releaser(file: string): () => void {
  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    if (holderOf(readText(file) ?? '')?.pid === process.pid) unlinkSync(file)
  }
  process.on('exit', release)
  return release
}
