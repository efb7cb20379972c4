import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { dumpMigratedPglite } from './connect'

// A new PGlite cluster costs about 11 s of CPU (initdb and every migration); loading a dump of one costs under 2. Tests
// and the checks' servers start from this dump, made once per set of migrations and kept in the temp folder.

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url))

let made: Promise<string> | undefined

/** The path of the migrated empty cluster's dump for the migrations as they stand, made when missing. */
export function migratedTemplateFile(): Promise<string> {
  made ??= (async () => {
    const hash = createHash('sha256').update(readFileSync(join(MIGRATIONS, 'meta/_journal.json')))
    for (const name of readdirSync(MIGRATIONS)
      .filter((n) => n.endsWith('.sql'))
      .sort())
      hash.update(readFileSync(join(MIGRATIONS, name)))
    const file = join(tmpdir(), `fair-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`)
    if (existsSync(file)) return file
    const dump = await dumpMigratedPglite()
    // Written aside then renamed, so a process reading it at the same time never reads half a file.
    const partial = `${file}.${process.pid}`
    writeFileSync(partial, dump)
    renameSync(partial, file)
    return file
  })()
  return made
}

/** The migrated empty cluster, to pass to openDatabase as `template`. */
export async function migratedTemplate(): Promise<Uint8Array> {
  return readFileSync(await migratedTemplateFile())
}

// `node --import tsx server/src/platform/pglite-template.ts` prints the dump's path (scripts/lib/test-server.mjs).
if (process.argv[1] === fileURLToPath(import.meta.url)) void migratedTemplateFile().then((file) => console.log(file))
