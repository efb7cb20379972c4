import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildApp, requestSerializer } from './app'
import { createSession } from './auth/sessions'
import { DEFAULT_DATA_DIR, openDatabase } from './db/connect'
import { ensureDemoUser } from './seed/demo-user'
import { seedIfEmpty } from './seed/index'
import { loggableError } from './lib/db-errors'
import { externalServicesFromEnv } from './lib/external-services'
import { runModeOf } from './lib/mode'

const H5_DIR = fileURLToPath(new URL('../../dist/h5', import.meta.url))

function readPort(value = '8080'): number {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be 0..65535, got "${value}"`)
  return port
}

/** Starts the API (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and the H5 build if it exists. */
async function main(): Promise<void> {
  const port = readPort(process.env.PORT)
  const mode = runModeOf(process.env)
  const services = await externalServicesFromEnv(process.env, mode)
  const { db, close, driver } = await openDatabase({ dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR })
  const app = buildApp({
    db,
    staticDir: existsSync(H5_DIR) ? H5_DIR : undefined,
    logger: { level: process.env.LOG_LEVEL ?? 'info', serializers: { req: requestSerializer } },
    login: services.login,
    wechat: services.wechat,
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info(`${signal} received, shutting down`)
    await app.close()
    await close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  try {
    if (await seedIfEmpty(db)) app.log.info('demo content loaded into the empty database')
    await app.listen({ port, host: '0.0.0.0' })
    app.log.info(`database: ${driver}; H5 build: ${existsSync(H5_DIR) ? H5_DIR : 'not built (API only)'}`)
    console.log(`\n${mode} mode${mode === 'local' ? ' (stand-ins for outside services are on; NODE_ENV=production turns them off)' : ''}:`)
    for (const line of services.report) console.log(`  ${line}`)
    if (mode === 'local') {
      const demo = await ensureDemoUser(db)
      // Printed, not logged: the token must not end up in log files.
      console.log(`\nDemo login (phone 13800138000): http://localhost:${port}/home?token=${await createSession(db, demo.id)}\n`)
    }
  } catch (error) {
    app.log.error({ err: loggableError(error) }, 'start failed')
    await app.close()
    await close()
    process.exit(1)
  }
}

void main()
