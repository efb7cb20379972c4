import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
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

const readHolder = (file: string): Holder | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder
  } catch {
    return null
  }
}

/**
 * Takes the data folder for this process, so a second opener fails at once instead of corrupting it. A lock left by
 * a process that is gone (killed, crashed) is taken over. Returns the release, also run when the process exits.
 */
export function lockDataFolder(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE)
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
    since: new Date().toISOString(),
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 })
      let released = false
      const release = () => {
        if (released) return
        released = true
        process.off('exit', release)
        if (readHolder(file)?.pid === process.pid) unlinkSync(file)
      }
      process.on('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readHolder(file)
      // A holder on another host (a shared folder) cannot be checked, so it is believed.
      if (holder && (holder.host !== mine.host || isAlive(holder.pid))) throw new DataFolderInUse(dataDir, holder)
      try {
        unlinkSync(file)
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError
      }
    }
  }
  throw new Error(`Could not take the database folder ${dataDir}: its lock file keeps changing`)
}
