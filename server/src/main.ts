import { existsSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { codesPerAddressHourFromEnv } from './account/login-codes'
import { createSession } from './account/sessions'
import { buildApp, buildOperatorApp } from './app'
import { openAppDatabase } from './database'
import { ensureDemoUser } from './demo-user.seed'
import { externalServicesFromEnv } from './external-services'
import { reminderChannelFromEnv, startMeetingReminders } from './meeting'
import { DEFAULT_DATA_DIR, MEMORY } from './platform/connect'
import { loggableError } from './platform/db-errors'
import { clockFromEnv } from './platform/fair-clock'
import { runModeOf } from './platform/mode'
import { operatorAccessFile, operatorSettings, writeOperatorAccess } from './platform/operator-access'
import { appOriginsFromEnv } from './platform/security-headers'
import { trustProxyFromEnv } from './platform/trust-proxy'
import { registrationDepsFromEnv } from './registration/deps'
import { seedIfEmpty } from './seed'

const H5_DIR = fileURLToPath(new URL('../../dist/h5', import.meta.url))

function readPort(value = '8080'): number {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be 0..65535, got "${value}"`)
  return port
}

/** The folder the data's keys and uploads live in: the PGlite folder, or server/.data beside a PostgreSQL database. */
function dataFolderOf(env: NodeJS.ProcessEnv): string | null {
  if (env.DATABASE_URL) return fileURLToPath(new URL('../.data', import.meta.url))
  const dir = env.DATA_DIR || DEFAULT_DATA_DIR
  return dir === MEMORY ? null : dir
}

/** PGLITE_TEMPLATE: a cluster dump a new embedded database starts from instead of initdb (the checks' servers). */
function newDatabaseTemplate(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array | undefined {
  const file = env.PGLITE_TEMPLATE
  if (!file || env.DATABASE_URL || existsSync(join(dataDir, 'PG_VERSION'))) return undefined
  return readFileSync(file)
}

/** Starts the API (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and the H5 build if it exists. */
async function main(): Promise<void> {
  const port = readPort(process.env.PORT)
  const mode = runModeOf(process.env)
  const services = await externalServicesFromEnv(process.env, mode)
  const { clock, report: clockReport } = clockFromEnv(process.env, mode)
  const registration = registrationDepsFromEnv(process.env, mode, dataFolderOf(process.env))
  const logger = { level: process.env.LOG_LEVEL ?? 'info' }
  const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR
  const { db, close, driver } = await openAppDatabase({
    dataDir,
    template: newDatabaseTemplate(process.env, dataDir),
  })
  const app = buildApp({
    db,
    staticDir: existsSync(H5_DIR) ? H5_DIR : undefined,
    logger,
    login: { ...services.login, codesPerAddressHour: codesPerAddressHourFromEnv(process.env) },
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
    appOrigins: appOriginsFromEnv(process.env.APP_ORIGINS),
    wechat: services.wechat,
    clock,
    registration: registration.deps,
  })

  const operator = operatorSettings(process.env, mode)
  const operatorApp = operator ? buildOperatorApp({ db, token: operator.token, logger, clock }) : null
  let removeAccessFile = () => {}
  const reminders = reminderChannelFromEnv(process.env, mode, (line) => app.log.info(line))
  let stopReminders = async () => {}

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info(`${signal} received, shutting down`)
    removeAccessFile()
    await stopReminders()
    await operatorApp?.close()
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
    const report = [...services.report, ...registration.report, reminders.report, ...(clockReport ? [clockReport] : [])]
    // Every process runs the sender on the fair's clock; each due reminder is claimed by one of them.
    if (reminders.channel)
      stopReminders = startMeetingReminders({ db, clock, channel: reminders.channel, log: app.log })
    if (operator && operatorApp) {
      // Loopback only: the operator API is for commands run on this machine.
      await operatorApp.listen({ port: operator.port, host: '127.0.0.1' })
      const url = `http://127.0.0.1:${(operatorApp.server.address() as AddressInfo).port}`
      if (mode === 'local')
        removeAccessFile = writeOperatorAccess(operatorAccessFile(process.env), { url, token: operator.token })
      report.push(`operator API: ${url} (npm run admin works while the server runs)`)
    } else {
      report.push('operator API: off, set OPERATOR_TOKEN (32+ characters) to review real names while the server runs')
    }
    console.log(
      `\n${mode} mode${mode === 'local' ? ' (stand-ins for outside services are on; NODE_ENV=production turns them off)' : ''}:`,
    )
    for (const line of report) console.log(`  ${line}`)
    if (mode === 'local') {
      const demo = await ensureDemoUser(db)
      // Printed, not logged: the token must not end up in log files.
      console.log(
        `\nDemo login (phone 13800138000): http://localhost:${port}/home?token=${await createSession(db, demo.id)}\n`,
      )
    }
  } catch (error) {
    app.log.error({ err: loggableError(error) }, 'start failed')
    removeAccessFile()
    await stopReminders()
    await operatorApp?.close()
    await app.close()
    await close()
    process.exit(1)
  }
}

void main()
