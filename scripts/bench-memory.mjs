// npm run bench:memory: the server's peak memory while 5 accounts each upload the largest form the server takes (two
// 20 MB videos) and 5 group contacts each import the largest member workbook it reads (about 4 MB inflated), all at
// once. Runs the app in this process on a throw-away seeded database and samples its resident memory every 20 ms.
import { Buffer } from 'node:buffer'
import { randomBytes } from 'node:crypto'
import { clearInterval, setInterval } from 'node:timers'
import ExcelJS from 'exceljs'

const { openTestApp, freshUser } = await import('../server/src/platform/test-app.ts')
const { groupForm, multipart, verifiedUser } = await import('../server/src/registration/testing.ts')
const { BEFORE_DEADLINE } = await import('./lib/test-server.mjs')

const t = await openTestApp({ clock: () => new Date(BEFORE_DEADLINE) })
const MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex')
const video = Buffer.concat([MP4, randomBytes(20 * 1024 * 1024 - MP4.length)])

/** A workbook of member rows that inflates to just under the 4 MB the server reads. */
async function largestWorkbook() {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('members')
  sheet.addRow(['name', 'idType', 'idNumber', 'position', 'city'])
  for (let row = 0; row < 7000; row += 1)
    sheet.addRow([
      `成员${row}`,
      'passport',
      `E${row}`,
      randomBytes(60).toString('hex'),
      randomBytes(40).toString('hex'),
    ])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

const send = (url, token, files) => {
  const form = multipart(files)
  return t.app.inject({ method: 'POST', url, headers: { ...form.headers, accesstoken: token }, payload: form.payload })
}

const uploaders = await Promise.all(Array.from({ length: 5 }, () => freshUser(t.db)))
const contacts = []
for (let i = 0; i < 5; i += 1) {
  const contact = await verifiedUser(t.db, '陈晓梅', '19880808')
  const answer = await t.app.inject({
    method: 'POST',
    url: '/user-central/registration/group/submit',
    headers: { accesstoken: contact.token },
    payload: await groupForm(t.db, contact, {}),
  })
  contacts.push({ token: contact.token, groupId: answer.json().data.id })
}
const workbook = await largestWorkbook()
globalThis.gc?.()
const before = process.memoryUsage().rss
let peak = before
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
const answers = await Promise.all([
  ...uploaders.map(({ token }) =>
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
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`
console.log(`workbook: ${mb(workbook.length)} file`)
console.log(`answers: ${answers.map((a) => a.statusCode).join(' ')}`)
console.log(`resident memory: ${mb(before)} before, ${mb(peak)} at the peak`)
await t.close()
