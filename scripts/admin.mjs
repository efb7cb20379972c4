// Operator commands. While the server runs they go through its operator API (the access file it writes locally, or
// OPERATOR_URL and OPERATOR_TOKEN); when no server answers, they open the database themselves (DATABASE_URL, else
// PGlite in DATA_DIR or server/.data/pglite), which the embedded database allows only while no server holds it.
// Run: npm run admin -- realname list | show <userId> | approve <userId> | reject <userId> "<reason>" [--operator <name>]
//      npm run admin -- keywords list [zh|en] | hide <keyword> [zh|en] | unhide <keyword> [zh|en]
//      npm run admin -- registration list [status] [kind] | show <id> | advance <id> [--track t] [--to status]
//                       | reject <id> "<reason>" [--track t] | express <id> <number> | staff list|add|remove [userId]
//      npm run admin -- project-form list [status] | status <id> inReview|accepted|declined ["<reason>"]
//      npm run admin -- vip list [pending|approved|rejected] | approve <id> | reject <id> "<reason>"
//      npm run admin -- service list [all] | show <userId> | reply <userId> "<text>"
//      npm run admin -- circle list [applied|certified|refused] | certify <userId> | refuse <userId> "<reason>"
import { userInfo } from 'node:os'
import {
  approveRealName,
  getSubmission,
  listSubmissions,
  rejectRealName,
} from '../server/src/account/verification.service.ts'
import { decide as decideVip, listApplications as listVipApplications } from '../server/src/fair/vip.service.ts'
import { decideCertification, listCertifications } from '../server/src/network/circle.service.ts'
import {
  listServiceThreads,
  replyToService,
  showServiceThread,
} from '../server/src/network/customer-service.service.ts'
import { DEFAULT_DATA_DIR, openDatabase } from '../server/src/platform/connect.ts'
import { operatorAccessFile, readOperatorAccess } from '../server/src/platform/operator-access.ts'
import { listProjectForms, setProjectFormStatus } from '../server/src/registration/project-forms.service.ts'
import {
  advanceRegistration,
  listEntryStaff,
  listForReview,
  refuseRegistration,
  setEntryStaff,
  setExpressNumber,
  showForReview,
} from '../server/src/registration/review.service.ts'
import { listKeywords, setKeywordHidden } from '../server/src/search/keywords.service.ts'
import { RegistrationStatus } from '../src/contract/registration.codes.ts'

const USAGE = [
  'usage: npm run admin -- realname list | show <userId> | approve <userId> | reject <userId> "<reason>"  [--operator <name>]',
  '       npm run admin -- keywords list [zh|en] | hide <keyword> [zh|en] | unhide <keyword> [zh|en]',
  '       npm run admin -- registration list [status] [person|group|organisation] | show <id>',
  '                        | advance <id> [--track certificate|exhibitor] [--to <status>] | reject <id> "<reason>" [--track ...]',
  '                        | express <id> <number> | staff list | staff add <userId> | staff remove <userId>  [--operator <name>]',
  `       statuses: ${Object.keys(RegistrationStatus).join(', ')} (or their numbers 1-8)`,
  '       npm run admin -- project-form list [submitted|inReview|accepted|declined] | status <id> <status> ["<reason>"]',
  '       npm run admin -- vip list [pending|approved|rejected] | approve <id> | reject <id> "<reason>"  [--operator <name>]',
  '       npm run admin -- service list [all] | show <userId> | reply <userId> "<text>"  [--operator <name>]',
  '       npm run admin -- circle list [applied|certified|refused] | certify <userId> | refuse <userId> "<reason>"',
].join('\n')
const STATUS = { 1: 'verifying', 2: 'verified', 3: 'rejected' }

/** The commands on the database itself. */
const direct = (db) => ({
  listSubmissions: () => listSubmissions(db),
  getSubmission: (userId) => getSubmission(db, userId),
  approve: (userId, operator) => approveRealName(db, userId, operator),
  reject: (userId, reason, operator) => rejectRealName(db, userId, reason, operator),
  listKeywords: (lang) => listKeywords(db, lang),
  setKeywordHidden: (lang, keyword, hidden) => setKeywordHidden(db, lang, keyword, hidden),
  listRegistrations: (filter) => listForReview(db, filter),
  showRegistration: (id) => showForReview(db, id, 'en'),
  advanceRegistration: async (id, body) => ({ status: await advanceRegistration(db, id, body) }),
  rejectRegistration: (id, body) => refuseRegistration(db, id, body),
  setExpress: (id, body) => setExpressNumber(db, id, body),
  listStaff: () => listEntryStaff(db),
  setStaff: (userId, staff, operator) => setEntryStaff(db, userId, staff, operator),
  listProjectForms: (status) => listProjectForms(db, status),
  setProjectFormStatus: (id, body) => setProjectFormStatus(db, id, body),
  listVip: (status) => listVipApplications(db, status),
  decideVip: (id, body) => decideVip(db, id, body, new Date()),
  listService: (all) => listServiceThreads(db, all),
  showService: (userId) => showServiceThread(db, userId),
  replyService: (userId, operator, text) => replyToService(db, userId, operator, text),
  listCertifications: (status) => listCertifications(db, status),
  decideCertification: (userId, decision) => decideCertification(db, userId, decision),
})

/** The same commands through the running server's operator API. */
function remote({ url, token }) {
  const request = async (method, path, body) => {
    const response = await fetch(`${url}/operator${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        lang: 'en',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    const answer = await response.json()
    if (answer.code !== 200) throw new Error(answer.msg)
    return answer.data
  }
  return {
    listSubmissions: () => request('GET', '/realname'),
    getSubmission: (userId) => request('GET', `/realname/${userId}`),
    approve: (userId, operator) => request('POST', `/realname/${userId}/approve`, { operator }),
    reject: (userId, reason, operator) => request('POST', `/realname/${userId}/reject`, { operator, reason }),
    listKeywords: (lang) => request('GET', `/keywords?lang=${lang}`),
    setKeywordHidden: (lang, keyword, hidden) => request('POST', '/keywords/hidden', { lang, keyword, hidden }),
    listRegistrations: ({ status, kind }) =>
      request(
        'GET',
        `/registration?${new URLSearchParams({ ...(status ? { status } : {}), ...(kind ? { kind } : {}) })}`,
      ),
    showRegistration: (id) => request('GET', `/registration/${id}`),
    advanceRegistration: (id, body) => request('POST', `/registration/${id}/advance`, body),
    rejectRegistration: (id, body) => request('POST', `/registration/${id}/reject`, body),
    setExpress: (id, body) => request('POST', `/registration/${id}/express`, body),
    listStaff: () => request('GET', '/entry-staff'),
    setStaff: (userId, staff, operator) => request('POST', `/entry-staff/${userId}`, { staff, operator }),
    listProjectForms: (status) => request('GET', `/project-forms${status ? `?status=${status}` : ''}`),
    setProjectFormStatus: (id, body) => request('POST', `/project-forms/${id}/status`, body),
    listVip: (status) => request('GET', `/vip${status ? `?status=${status}` : ''}`),
    decideVip: (id, { approve, operator, reason }) =>
      request('POST', `/vip/${id}/${approve ? 'approve' : 'reject'}`, approve ? { operator } : { operator, reason }),
    listService: (all) => request('GET', `/service${all ? '?all=true' : ''}`),
    showService: (userId) => request('GET', `/service/${userId}`),
    replyService: (userId, operator, text) => request('POST', `/service/${userId}/reply`, { operator, text }),
    listCertifications: (status) => request('GET', `/circle/certifications${status ? `?status=${status}` : ''}`),
    decideCertification: (userId, { operator, certify, reason }) =>
      request('POST', `/circle/certifications/${userId}/${certify ? 'certify' : 'refuse'}`, {
        operator,
        ...(certify ? {} : { reason }),
      }),
  }
}

const iso = (value) => new Date(value).toISOString()

function userIdOf(value) {
  const id = Number(value)
  if (!Number.isInteger(id) || id < 1) throw new Error(`not a user id: ${value ?? '(none)'}`)
  return id
}

function langOf(value = 'zh') {
  if (value !== 'zh' && value !== 'en') throw new Error(`not a language (zh or en): ${value}`)
  return value
}

/** Who decides: --operator, else OPERATOR_NAME, else the operating-system user. */
function operatorOf(args) {
  const at = args.indexOf('--operator')
  if (at >= 0) return { operator: args[at + 1] ?? '', rest: args.filter((_, i) => i !== at && i !== at + 1) }
  return { operator: process.env.OPERATOR_NAME || userInfo().username, rest: args }
}

async function realname(ops, command, args, operator) {
  if (command === 'list' && args.length === 0) {
    const rows = await ops.listSubmissions()
    if (rows.length === 0) console.log('no real-name submissions')
    for (const r of rows) {
      const flags = [r.adult ? 'adult' : '', r.reason ? `reason: ${r.reason}` : ''].filter(Boolean).join('; ')
      console.log(
        `user ${r.userId}\t${STATUS[r.status]}\t${r.method}${r.idType && r.idType !== 'idCard' ? ` (${r.idType})` : ''}\t${r.realName}\t${r.idNumber || '-'}\t${r.phone || '-'}\t${r.company || '-'}\t${iso(r.submittedAt)}${flags ? `\t${flags}` : ''}`,
      )
    }
    return
  }
  if (command === 'show' && args.length === 1) {
    const detail = await ops.getSubmission(userIdOf(args[0]))
    if (!detail) return console.log(`user ${args[0]}: no real-name submission`)
    const { reviews, ...submission } = detail
    for (const [field, value] of Object.entries(submission))
      console.log(`${field}\t${field === 'submittedAt' ? iso(value) : value}`)
    for (const r of reviews)
      console.log(
        `review\t${iso(r.reviewedAt)}\t${r.decision}\tby ${r.operator}\t${r.method}${r.reason ? `\t${r.reason}` : ''}`,
      )
    return
  }
  if (command === 'approve' && args.length === 1) {
    await ops.approve(userIdOf(args[0]), operator)
    return console.log(`user ${args[0]}: verified (by ${operator})`)
  }
  if (command === 'reject' && args.length === 2) {
    await ops.reject(userIdOf(args[0]), args[1], operator)
    return console.log(`user ${args[0]}: not approved (${args[1].trim()}, by ${operator})`)
  }
  throw new Error(USAGE)
}

async function keywords(ops, command, args) {
  if (command === 'list' && args.length <= 1) {
    const rows = await ops.listKeywords(langOf(args[0]))
    if (rows.length === 0) console.log('no counted keywords')
    for (const k of rows)
      console.log(`${k.keyword}\t${k.count} searches\t${k.memberCount} by members${k.hidden ? '\thidden' : ''}`)
    return
  }
  if ((command === 'hide' || command === 'unhide') && (args.length === 1 || args.length === 2)) {
    await ops.setKeywordHidden(langOf(args[1]), args[0], command === 'hide')
    return console.log(`${args[0]}: ${command === 'hide' ? 'hidden from' : 'shown again in'} the hot keywords`)
  }
  throw new Error(USAGE)
}

const STATUS_NAMES = Object.fromEntries(Object.entries(RegistrationStatus).map(([name, code]) => [code, name]))

function statusOf(value) {
  const code = /^\d+$/.test(value ?? '') ? Number(value) : RegistrationStatus[value]
  if (!STATUS_NAMES[code]) throw new Error(`not a status: ${value ?? '(none)'}\n${USAGE}`)
  return code
}

function idOf(value) {
  const id = Number(value)
  if (!Number.isInteger(id) || id < 1) throw new Error(`not a registration id: ${value ?? '(none)'}`)
  return id
}

/** Takes `--name value` out of the arguments. */
function option(args, name) {
  const at = args.indexOf(`--${name}`)
  if (at < 0) return { value: undefined, rest: args }
  return { value: args[at + 1], rest: args.filter((_, i) => i !== at && i !== at + 1) }
}

const statusText = (code) => (code ? STATUS_NAMES[code] : '-')

async function registration(ops, command, args, operator) {
  const { value: track, rest: withoutTrack } = option(args, 'track')
  const { value: to, rest } = option(withoutTrack, 'to')
  if (command === 'list' && rest.length <= 2) {
    const status = rest.find((word) => !['person', 'group', 'organisation'].includes(word))
    const kind = rest.find((word) => ['person', 'group', 'organisation'].includes(word))
    const rows = await ops.listRegistrations({ status: status ? statusOf(status) : undefined, kind })
    if (rows.length === 0) console.log('no registrations')
    for (const r of rows)
      console.log(
        `#${r.id}\t${r.kind}${r.personKind ? `/${r.personKind}` : ''}\t${r.title}\tcertificate: ${statusText(r.certificateStatus)}\texhibitor: ${statusText(r.exhibitorStatus)}\tuser ${r.userId} ${r.phone || '-'}\t${iso(r.submittedAt)}${r.collectionMethod ? `\t${r.collectionMethod}${r.expressNumber ? ` ${r.expressNumber}` : ''}` : ''}`,
      )
    return
  }
  if (command === 'show' && rest.length === 1) {
    const detail = await ops.showRegistration(idOf(rest[0]))
    if (!detail) return console.log(`registration ${rest[0]}: not found`)
    const { history, members, contacts, ...fields } = detail
    for (const [field, value] of Object.entries(fields))
      console.log(`${field}\t${typeof value === 'object' && value !== null ? JSON.stringify(value) : value}`)
    for (const m of members ?? [])
      console.log(`member\t#${m.id}\t${m.name}\t${m.idType} ${m.idNumber}\t${m.birthDate}\t${m.gender}`)
    for (const c of contacts ?? [])
      console.log(`contact\t${c.name}\t${c.phone}\t${c.email}${c.fax ? `\tfax ${c.fax}` : ''}`)
    for (const h of history)
      console.log(
        `history\t${iso(h.at)}\t${h.action}${h.track ? ` ${h.track}` : ''}${h.status ? ` -> ${statusText(h.status)}` : ''}\tby ${h.actor}${h.note ? `\t${h.note}` : ''}`,
      )
    return
  }
  if (command === 'advance' && rest.length === 1) {
    const { status } = await ops.advanceRegistration(idOf(rest[0]), {
      operator,
      track,
      to: to ? statusOf(to) : undefined,
    })
    return console.log(`registration ${rest[0]}: ${statusText(status)} (by ${operator})`)
  }
  if (command === 'reject' && rest.length === 2) {
    await ops.rejectRegistration(idOf(rest[0]), { operator, track, reason: rest[1] })
    return console.log(`registration ${rest[0]}: notApproved (${rest[1].trim()}, by ${operator})`)
  }
  if (command === 'express' && rest.length === 2) {
    await ops.setExpress(idOf(rest[0]), { operator, expressNumber: rest[1] })
    return console.log(`registration ${rest[0]}: sent by express ${rest[1]} (by ${operator})`)
  }
  if (command === 'staff' && rest[0] === 'list' && rest.length === 1) {
    const rows = await ops.listStaff()
    if (rows.length === 0) console.log('no entrance staff')
    for (const s of rows) console.log(`user ${s.userId}\t${s.nickname}\tadded by ${s.addedBy}\t${iso(s.addedAt)}`)
    return
  }
  if (command === 'staff' && (rest[0] === 'add' || rest[0] === 'remove') && rest.length === 2) {
    await ops.setStaff(userIdOf(rest[1]), rest[0] === 'add', operator)
    return console.log(`user ${rest[1]}: ${rest[0] === 'add' ? 'may' : 'may no longer'} verify badges (by ${operator})`)
  }
  throw new Error(USAGE)
}

async function projectForms(ops, command, args, operator) {
  if (command === 'list' && args.length <= 1) {
    const rows = await ops.listProjectForms(args[0])
    if (rows.length === 0) console.log('no project forms')
    for (const f of rows)
      console.log(
        `#${f.id}\t${f.kind}\t${f.title}\t${f.status}${f.reason ? ` (${f.reason})` : ''}\tuser ${f.userId}\t${iso(f.submittedAt)}`,
      )
    return
  }
  if (command === 'status' && (args.length === 2 || args.length === 3)) {
    await ops.setProjectFormStatus(idOf(args[0]), { status: args[1], reason: args[2], operator })
    return console.log(`project form ${args[0]}: ${args[1]} (by ${operator})`)
  }
  throw new Error(USAGE)
}

async function vip(ops, command, args, operator) {
  if (command === 'list' && args.length <= 1) {
    const rows = await ops.listVip(args[0])
    if (rows.length === 0) console.log(`no ${args[0] ?? 'pending'} VIP applications`)
    for (const r of rows) {
      const party = r.companions.map((c) => c.name).join(', ')
      console.log(
        `${r.id}\tuser ${r.userId}\t${r.status}\t${r.category}\t${r.name}\t${r.organisation}\t${r.position}\t+${r.dialCode} ${r.phone}\tarrives ${r.arrival}\t${iso(r.submittedAt)}${party ? `\twith ${party}` : ''}${r.reason ? `\treason: ${r.reason}` : ''}`,
      )
    }
    return
  }
  if (command === 'approve' && args.length === 1) {
    await ops.decideVip(userIdOf(args[0]), { approve: true, operator })
    return console.log(`VIP application ${args[0]}: approved (by ${operator})`)
  }
  if (command === 'reject' && args.length === 2) {
    await ops.decideVip(userIdOf(args[0]), { approve: false, reason: args[1], operator })
    return console.log(`VIP application ${args[0]}: not approved (${args[1].trim()}, by ${operator})`)
  }
  throw new Error(USAGE)
}

const timeOrDash = (ms) => (ms ? iso(ms) : '-')

async function service(ops, command, args, operator) {
  if (command === 'list' && (args.length === 0 || (args.length === 1 && args[0] === 'all'))) {
    const rows = await ops.listService(args[0] === 'all')
    if (rows.length === 0) console.log('no customer-service chats waiting')
    for (const r of rows)
      console.log(
        `user ${r.userId}\t${r.nickname}\t${r.phone || '-'}\t${r.topic || '-'}\twaiting since ${timeOrDash(r.waitingSince)}\treply by ${timeOrDash(r.replyBy)}`,
      )
    return
  }
  if (command === 'show' && args.length === 1) {
    const thread = await ops.showService(userIdOf(args[0]))
    if (!thread) return console.log(`user ${args[0]}: no customer-service chat`)
    console.log(
      `user ${thread.userId}\t${thread.nickname}\t${thread.topic || '-'}\treply by ${timeOrDash(thread.replyBy)}`,
    )
    for (const m of thread.messages)
      console.log(`${iso(m.createdAt)}\t${m.from}\t${m.kind === 'image' ? `[image] ${m.body}` : m.body}`)
    return
  }
  if (command === 'reply' && args.length === 2) {
    await ops.replyService(userIdOf(args[0]), operator, args[1])
    return console.log(`user ${args[0]}: replied (by ${operator})`)
  }
  throw new Error(USAGE)
}

async function circle(ops, command, args, operator) {
  if (command === 'list' && args.length <= 1) {
    const rows = await ops.listCertifications(args[0])
    if (rows.length === 0) console.log('no applications')
    for (const c of rows)
      console.log(
        `user ${c.userId}\t${c.status}\t${c.organisation}\t${c.position}\t${iso(c.appliedAt)}${c.reason ? `\t${c.reason}` : ''}${c.refusal ? `\trefused: ${c.refusal}` : ''}`,
      )
    return
  }
  if (command === 'certify' && args.length === 1) {
    await ops.decideCertification(userIdOf(args[0]), { operator, certify: true })
    return console.log(`user ${args[0]}: certified to post in the investment circle (by ${operator})`)
  }
  if (command === 'refuse' && args.length === 2) {
    await ops.decideCertification(userIdOf(args[0]), { operator, certify: false, reason: args[1] })
    return console.log(`user ${args[0]}: not certified (${args[1].trim()}, by ${operator})`)
  }
  throw new Error(USAGE)
}

async function run(ops, [area, command, ...flags]) {
  const { operator, rest } = operatorOf(flags)
  if (area === 'realname') return realname(ops, command, rest, operator)
  if (area === 'keywords') return keywords(ops, command, rest)
  if (area === 'registration') return registration(ops, command, rest, operator)
  if (area === 'project-form') return projectForms(ops, command, rest, operator)
  if (area === 'vip') return vip(ops, command, rest, operator)
  if (area === 'service') return service(ops, command, rest, operator)
  if (area === 'circle') return circle(ops, command, rest, operator)
  throw new Error(USAGE)
}

/** The running server's operator API, when one answers. */
async function runningServer() {
  const access = process.env.OPERATOR_TOKEN
    ? {
        url: process.env.OPERATOR_URL || `http://127.0.0.1:${process.env.OPERATOR_PORT || 8081}`,
        token: process.env.OPERATOR_TOKEN,
      }
    : readOperatorAccess(operatorAccessFile(process.env))
  if (!access) return null
  try {
    await fetch(`${access.url}/operator/keywords?lang=zh`, { headers: { authorization: `Bearer ${access.token}` } })
    return access
  } catch {
    // Nothing listens there: the file is left from a server that is gone.
    return null
  }
}

// By shape: the services may load their own copy of envelope.ts, so instanceof cannot tell.
const describe = (error) =>
  error?.name === 'ApiError' && typeof error.text === 'function' ? error.text('en') : error.message

const access = await runningServer()
if (access) {
  try {
    await run(remote(access), process.argv.slice(2))
  } catch (error) {
    console.error(describe(error))
    process.exitCode = 1
  }
} else {
  let handle
  try {
    handle = await openDatabase({ dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR })
    await run(direct(handle.db), process.argv.slice(2))
  } catch (error) {
    console.error(describe(error))
    process.exitCode = 1
  } finally {
    await handle?.close()
  }
}
