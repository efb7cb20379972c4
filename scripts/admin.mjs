// Operator commands on the database the server uses (DATABASE_URL, else PGlite in DATA_DIR or server/.data/pglite).
// Run: npm run admin -- realname list | approve <userId> | reject <userId> "<reason>".
// The embedded PGlite database admits one process at a time: stop the server first (PostgreSQL needs no stop).
import { DEFAULT_DATA_DIR, openDatabase } from '../server/src/db/connect.ts'
import { userInfo } from 'node:os'
import {
  approveRealName,
  getSubmission,
  listSubmissions,
  rejectRealName,
  VerificationRefusal,
} from '../server/src/services/verification.ts'

const USAGE = 'usage: npm run admin -- realname list | show <userId> | approve <userId> | reject <userId> "<reason>"  [--operator <name>]'
const STATUS = { 1: 'verifying', 2: 'verified', 3: 'rejected' }

function userIdOf(value) {
  const id = Number(value)
  if (!Number.isInteger(id) || id < 1) throw new Error(`not a user id: ${value ?? '(none)'}`)
  return id
}

/** Who decides: --operator, else OPERATOR_NAME, else the operating-system user. */
function operatorOf(args) {
  const at = args.indexOf('--operator')
  if (at >= 0) return { operator: args[at + 1] ?? '', rest: args.filter((_, i) => i !== at && i !== at + 1) }
  return { operator: process.env.OPERATOR_NAME || userInfo().username, rest: args }
}

async function run(db, [area, command, ...flags]) {
  const { operator, rest: args } = operatorOf(flags)
  if (area !== 'realname') throw new Error(USAGE)
  if (command === 'list') {
    const rows = await listSubmissions(db)
    if (rows.length === 0) console.log('no real-name submissions')
    for (const r of rows) {
      const flags = [r.adult ? 'adult' : '', r.reason ? `reason: ${r.reason}` : ''].filter(Boolean).join('; ')
      console.log(`user ${r.userId}\t${STATUS[r.status]}\t${r.method}\t${r.realName}\t${r.idNumber || '-'}\t${r.phone || '-'}\t${r.company || '-'}\t${r.submittedAt.toISOString()}${flags ? `\t${flags}` : ''}`)
    }
    return
  }
  if (command === 'show' && args.length === 1) {
    const detail = await getSubmission(db, userIdOf(args[0]))
    if (!detail) return console.log(`user ${args[0]}: no real-name submission`)
    const { reviews, ...submission } = detail
    for (const [field, value] of Object.entries(submission)) console.log(`${field}\t${value instanceof Date ? value.toISOString() : value}`)
    for (const r of reviews) console.log(`review\t${r.reviewedAt.toISOString()}\t${r.decision}\tby ${r.operator}\t${r.method}${r.reason ? `\t${r.reason}` : ''}`)
    return
  }
  if (command === 'approve' && args.length === 1) {
    await approveRealName(db, userIdOf(args[0]), operator)
    return console.log(`user ${args[0]}: verified`)
  }
  if (command === 'reject' && args.length === 2) {
    await rejectRealName(db, userIdOf(args[0]), args[1], operator)
    return console.log(`user ${args[0]}: not approved (${args[1].trim()})`)
  }
  throw new Error(USAGE)
}

const handle = await openDatabase({ dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR })
try {
  await run(handle.db, process.argv.slice(2))
} catch (error) {
  console.error(error instanceof VerificationRefusal ? error.text('en') : error.message)
  process.exitCode = 1
} finally {
  await handle.close()
}
