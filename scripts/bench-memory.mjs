// npm run bench:memory: the server's peak memory while 5 accounts each upload the largest form the server takes (two
// 20 MB videos) and 5 group contacts each import the largest member workbook it reads (about 1 MB inflated), all at
// once. The server runs as `npm start` runs it, in a process of its own on the embedded database, started again after
// its first start made and seeded that database (as a deployed server starts); its resident memory is read from /proc
// every 20 ms. The requests come over HTTP from this process.
import assert from 'node:assert/strict'
import { Blob, Buffer } from 'node:buffer'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import process from 'node:process'
import { clearInterval, setInterval } from 'node:timers'
import ExcelJS from 'exceljs'
import { BEFORE_DEADLINE, startTestServer } from './lib/test-server.mjs'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fair-memory-'))
await (await startTestServer(8097, { clock: BEFORE_DEADLINE, dataDir })).stop()
const server = await startTestServer(8097, { clock: BEFORE_DEADLINE, dataDir })
// The browser tests' account helpers read the server's address from the environment when loaded.
Object.assign(process.env, { BASE_URL: server.base, SERVER_LOG: server.log })
const { freshAccount, verifyRealName } = await import('../tests/e2e/browser.mjs')

const MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex')
const video = Buffer.concat([MP4, randomBytes(20 * 1024 * 1024 - MP4.length)])
// A 1x1 PNG, for the group form's logo and licence.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** A workbook of member rows that inflates to just under the 4 MB the server reads. */
async function largestWorkbook() {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('members')
  sheet.addRow(['name', 'idType', 'idNumber', 'position', 'city'])
  for (let row = 0; row < 2_200; row += 1)
    sheet.addRow([
      `成员${row}`,
      'passport',
      `E${row}`,
      randomBytes(24).toString('hex'),
      randomBytes(24).toString('hex'),
    ])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

const call = (path, token, init) =>
  fetch(`${server.base}${path}`, { method: 'POST', ...init, headers: { accesstoken: token, ...init?.headers } })

const send = (path, token, files) => {
  const form = new globalThis.FormData()
  for (const file of files) form.append('file', new Blob([file.content], { type: file.type }), file.filename)
  return call(path, token, { body: form })
}

const uploadPicture = async (token) =>
  (await (await send('/merchants-client/common/oss/getImageUrl', token, [pngFile])).json()).data.url
const pngFile = { filename: 'logo.png', type: 'image/png', content: png }

let phone = 13700000000 + (Date.now() % 1_000_000)
const account = () => freshAccount(String((phone += 1)))

const uploaders = await Promise.all(Array.from({ length: 5 }, account))
const contacts = []
for (let i = 0; i < 5; i += 1) {
  const token = await account()
  await verifyRealName(token, '陈晓梅', server)
  const form = {
    groupNameZh: '厦门商会考察团',
    logo: await uploadPicture(token),
    groupType: 'association',
    memberCount: 5,
    contactName: '陈晓梅',
    contactPhone: '13900001111',
    collection: { method: 'onSite' },
    businessLicence: await uploadPicture(token),
    fortune500: false,
    unitIntroduction: '商会成员企业来自制造业与贸易行业。',
    members: [],
    privacyAccepted: true,
  }
  const answer = await call('/user-central/registration/group/submit', token, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(form),
  }).then((res) => res.json())
  assert.equal(answer.code, 200, answer.msg)
  contacts.push({ token, groupId: answer.data.id })
}
const workbook = await largestWorkbook()

/** The server's resident memory now and at its highest so far, in bytes (Linux's /proc). */
const memoryOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))[1]) * 1024
  return { now: kb('VmRSS'), highest: kb('VmHWM') }
}
// The peak counted from here, not from setting up the accounts.
writeFileSync(`/proc/${server.pid}/clear_refs`, '5')
const before = memoryOf(server.pid)
let peak = before.now
const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(server.pid).now)), 20)
const answers = await Promise.all([
  ...uploaders.map((token) =>
    send('/merchants-client/common/oss/getImageUrl', token, [
      { filename: 'a.mp4', type: 'video/mp4', content: video },
      { filename: 'b.mp4', type: 'video/mp4', content: video },
    ]),
  ),
  ...contacts.map(({ token, groupId }) =>
    send(`/user-central/registration/group/member/import?registrationId=${groupId}`, token, [
      { filename: 'members.xlsx', type: 'application/octet-stream', content: workbook },
    ]),
  ),
])
clearInterval(sampler)
peak = Math.max(peak, memoryOf(server.pid).highest)
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`
console.log(`workbook: ${kb(workbook.length)} file`)
const said = await Promise.all(answers.map(async (a) => `${a.status} ${(await a.json()).msg}`))
console.log(`answers: ${said.join(', ')}`)
console.log(`server's resident memory: ${mb(before.now)} before, ${mb(peak)} at the peak (512 MB allowed)`)
await server.stop()
rmSync(dataDir, { recursive: true, force: true })
process.exitCode = answers.every((a) => a.status === 200) && peak <= 512 * 1024 * 1024 ? 0 : 1
