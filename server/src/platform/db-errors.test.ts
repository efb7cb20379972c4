import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { after, before, it } from 'node:test'
import { buildApp } from '../app'
import { MEMORY, openDatabase, type DatabaseHandle } from './connect'
import { isUniqueViolation, loggableError } from './db-errors'
import { users } from '../account/schema'

let handle: DatabaseHandle
before(async () => {
  handle = await openDatabase({ dataDir: MEMORY })
  await handle.db.insert(users).values({ nickname: '林思远', avatar: '', phone: '13811112222' })
})
after(() => handle.close())

const duplicatePhone = () => handle.db.insert(users).values({ nickname: '王秘密', avatar: '', phone: '13811112222' })

it('a failed statement is logged with its SQL and constraint, never its parameters or quoted values', async () => {
  const error = await duplicatePhone().then(
    () => assert.fail('the insert should fail'),
    (e: unknown) => e,
  )
  assert.ok(isUniqueViolation(error, 'users_phone_unique'))
  const loggable = loggableError(error) as { query: string; constraint: string }
  assert.match(loggable.query, /^insert into "users"/)
  assert.equal(loggable.constraint, 'users_phone_unique')
  const logged = JSON.stringify(loggable)
  for (const secret of ['13811112222', '王秘密']) assert.ok(!logged.includes(secret), secret)
})

it('the app logs an unhandled database error without the request data in it', async () => {
  const lines: string[] = []
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) })
  const app = buildApp({ db: handle.db, logger: { level: 'error', stream } })
  app.get('/boom', async () => duplicatePhone())
  const response = await app.inject({ method: 'GET', url: '/boom' })
  await app.close()
  assert.equal(response.statusCode, 500)
  const log = lines.join('')
  assert.match(log, /unhandled error/)
  assert.ok(!log.includes('13811112222') && !log.includes('王秘密'), log)
})
