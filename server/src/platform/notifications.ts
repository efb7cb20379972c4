import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Database } from './connect'

// PostgreSQL LISTEN/NOTIFY on either driver: what one server process commits, every process hears (PGlite delivers to
// its one process). A notification sent inside a transaction is delivered when it commits, in commit order.

/** Sends a payload (under 8000 bytes) on a channel, with the transaction it runs in. */
export const notify = (db: Database, channel: string, payload: string) =>
  db.execute(sql`select pg_notify(${channel}, ${payload})`)

type PgliteClient = { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> }

/** The connection under Drizzle: PGlite itself, or node-postgres's pool. */
const clientOf = (db: Database) => (db as unknown as { $client: PgliteClient | pg.Pool }).$client

const RECONNECT_MS = 1000

/**
 * Calls `onPayload` with every payload sent on `channel` from now on, in order, until the answered stop is called.
 * On PostgreSQL one pooled connection listens; when it is lost it is replaced and `onReconnect` runs, since what was
 * sent meanwhile was missed.
 */
export async function listen(
  db: Database,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  const client = clientOf(db)
  if ('listen' in client) return client.listen(channel, onPayload)
  const pool = client
  let current: pg.PoolClient | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const connect = async (reconnecting: boolean) => {
    const connection = await pool.connect()
    const lost = (error?: Error) => {
      if (current !== connection) return
      current = null
      connection.release(error ?? true)
      if (!stopped) retry = setTimeout(attempt, RECONNECT_MS)
    }
    connection.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
    })
    connection.on('error', lost)
    connection.on('end', () => lost())
    current = connection
    await connection.query(`listen ${connection.escapeIdentifier(channel)}`)
    if (reconnecting) onReconnect()
  }
  const attempt = () => {
    retry = undefined
    connect(true).catch(() => {
      if (!stopped) retry = setTimeout(attempt, RECONNECT_MS)
    })
  }

  await connect(false)
  return async () => {
    stopped = true
    clearTimeout(retry)
    const connection = current
    current = null
    if (!connection) return
    await connection.query(`unlisten ${connection.escapeIdentifier(channel)}`).catch(() => {})
    connection.release(true)
  }
}
