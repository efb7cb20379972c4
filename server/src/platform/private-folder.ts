import { chmodSync, mkdirSync } from 'node:fs'

/**
 * Makes `dir` (and its missing parents) a folder only the server's account may enter, whatever modes the files inside
 * are given (PGlite creates its files open to all): the database and uploads hold personal data.
 */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  chmodSync(dir, 0o700)
}
