import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_DATA_DIR } from './connect'
import type { RunMode } from './mode'

/** Where and how `npm run admin` reaches the running server's operator API. */
export interface OperatorAccess {
  url: string
  token: string
}

const LOCAL_POSTGRES_FILE = fileURLToPath(new URL('../../.data/operator.json', import.meta.url))

/** The local access file: in the PGlite data folder, or beside the data for a local PostgreSQL. */
export const operatorAccessFile = (env: NodeJS.ProcessEnv) =>
  env.DATABASE_URL ? LOCAL_POSTGRES_FILE : join(env.DATA_DIR || DEFAULT_DATA_DIR, 'operator.json')

/** The operator listener's settings: OPERATOR_TOKEN and OPERATOR_PORT; locally a fresh token and any free port; null when off. */
export function operatorSettings(env: NodeJS.ProcessEnv, mode: RunMode): { token: string; port: number } | null {
  const port = env.OPERATOR_PORT ? Number(env.OPERATOR_PORT) : mode === 'local' ? 0 : 8081
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`OPERATOR_PORT must be 0..65535, got "${env.OPERATOR_PORT}"`)
  if (env.OPERATOR_TOKEN) {
    if (env.OPERATOR_TOKEN.length < 32) throw new Error('OPERATOR_TOKEN must be at least 32 characters')
    return { token: env.OPERATOR_TOKEN, port }
  }
  return mode === 'local' ? { token: randomBytes(32).toString('hex'), port } : null
}

/** Written for the CLI, readable by this user only; removed when the server stops. */
export function writeOperatorAccess(file: string, access: OperatorAccess): () => void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(access), { mode: 0o600 })
  return () => rmSync(file, { force: true })
}

export function readOperatorAccess(file: string): OperatorAccess | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OperatorAccess
  } catch {
    return null
  }
}
