import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { privateFolder } from '../platform/private-folder'

/** A file of a form, written to a private folder as it arrives: a form's files are never held in memory. */
export interface StagedFile {
  path: string
  size: number
}

let folder: string | undefined
/** This process's staging folder (0700), made with the first file and removed when the process ends. */
export function stagingFolder(): string {
  if (!folder) {
    const made = mkdtempSync(join(tmpdir(), 'fair-staging-'))
    privateFolder(made)
    process.once('exit', () => rmSync(made, { recursive: true, force: true }))
    folder = made
  }
  return folder
}

/** Writes an incoming file to the staging folder; nothing is left there when the stream fails. */
export async function stageFile(stream: Readable): Promise<StagedFile> {
  const path = join(stagingFolder(), randomBytes(16).toString('hex'))
  try {
    await pipeline(stream, createWriteStream(path, { mode: 0o600 }))
    return { path, size: (await stat(path)).size }
  } catch (error) {
    await rm(path, { force: true })
    throw error
  }
}

/** Removes staged files once they are stored or refused. */
export async function discardStaged(files: StagedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })))
}
