import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { groupForm, organisationForm, personForm, verifiedUser } from './testing'
import type {
  GroupRegistration,
  OrganisationRegistration,
  PersonRegistration,
} from '../../../src/contract/registration'
import { RegistrationCode, RegistrationStatus as S, TRACK_STEPS } from '../../../src/contract/registration.codes'
import { buildOperatorApp } from '../app'
import { exhibitionAreas } from '../exhibition/schema'
import { call, withTestApp } from '../test-app'

const TOKEN = 'r'.repeat(40)
let operator: ReturnType<typeof buildOperatorApp>
let now = Date.parse('2026-08-10T09:00:00+08:00')
// A clock that moves on a minute each time it is read, so the history's order is its order.
const clock = () => new Date((now += 60_000))
const t = withTestApp({ clock }, async ({ db }) => {
  operator = buildOperatorApp({ db, token: TOKEN, clock })
})
after(async () => {
  await operator.close()
})

async function ask<T = unknown>(method: 'GET' | 'POST', url: string, payload?: object, token = TOKEN) {
  const response = await operator.inject({
    method,
    url: `/operator${url}`,
    headers: { authorization: `Bearer ${token}`, lang: 'en' },
    ...(payload ? { payload } : {}),
  })
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: T } }
}

const advance = (id: number, body: object = {}) =>
  ask<{ status: number }>('POST', `/registration/${id}/advance`, { operator: '审核员甲', ...body })
const reject = (id: number, reason: string, body: object = {}) =>
  ask('POST', `/registration/${id}/reject`, { operator: '审核员甲', reason, ...body })

async function person() {
  const user = await verifiedUser(t.db)
  const answer = await call<PersonRegistration>(t.app, 'POST', '/user-central/registration/person/submit', {
    token: user.token,
    body: await personForm(t.db, user),
  })
  return { user, id: answer.body.data.id }
}

const mine = async (token: string) =>
  (await call<PersonRegistration>(t.app, 'GET', '/user-central/registration/person', { token })).body.data

describe('registration review through the operator API', () => {
  it('needs the operator token', async () => {
    const { user } = await person()
    assert.equal((await ask('GET', '/registration', undefined, user.token)).status, 401)
  })

  it("moves a person's certificate one step at a time to issued, recording each operator and time", async () => {
    const { user, id } = await person()
    for (const next of TRACK_STEPS.certificate.slice(1)) {
      const answer = await advance(id, { to: next })
      assert.equal(answer.status, 200, answer.body.msg)
      assert.equal(answer.body.data.status, next)
      assert.equal((await mine(user.token)).certificateStatus, next)
    }
    const registration = await mine(user.token)
    assert.equal(registration.badgeReady, true)
    assert.deepEqual(
      registration.history.map((h) => [h.action, h.status, h.by]),
      [
        ['submitted', S.submitted, 'user'],
        ['advanced', S.waitingForReview, 'operator'],
        ['advanced', S.initialReview, 'operator'],
        ['advanced', S.finalReview, 'operator'],
        ['advanced', S.approved, 'operator'],
        ['advanced', S.certificateMaking, 'operator'],
        ['advanced', S.certificateIssued, 'operator'],
      ],
    )
    const past = await advance(id)
    assert.equal(past.status, 409)
    const shown = await ask<{ history: { actor: string }[] }>('GET', `/registration/${id}`)
    assert.deepEqual(new Set(shown.body.data.history.slice(1).map((h) => h.actor)), new Set(['审核员甲']))
  })

  it('refuses a skipped step, a refusal after approval, an exhibitor review of a person and a withdrawn registration', async () => {
    const { user, id } = await person()
    const skipped = await advance(id, { to: S.initialReview })
    assert.equal(skipped.status, 409)
    assert.match(skipped.body.msg, /next: 2 Registered, waiting for review/)
    assert.equal((await advance(id, { track: 'exhibitor' })).status, 400)
    for (let i = 0; i < 4; i += 1) await advance(id)
    assert.equal((await mine(user.token)).certificateStatus, S.approved)
    assert.equal((await reject(id, 'too late')).status, 409)
    const other = await person()
    await call(t.app, 'POST', '/user-central/registration/withdraw', {
      token: other.user.token,
      body: { id: other.id },
    })
    assert.equal((await advance(other.id)).status, 409)
  })

  it('refuses with the reason the owner sees, who then modifies and resubmits', async () => {
    const { user, id } = await person()
    await advance(id)
    await advance(id)
    const noReason = await reject(id, ' ')
    assert.deepEqual([noReason.status, noReason.body.msg], [400, 'Please give the reason for not approving'])
    assert.equal((await reject(id, '证件照片不清晰')).status, 200)
    const refused = await mine(user.token)
    assert.deepEqual(
      [refused.certificateStatus, refused.reason, refused.canModify],
      [S.notApproved, '证件照片不清晰', true],
    )
    assert.equal((await advance(id)).status, 409)
    const again = await call<PersonRegistration>(t.app, 'POST', '/user-central/registration/person/submit', {
      token: user.token,
      body: await personForm(t.db, user),
    })
    assert.equal(again.body.data.certificateStatus, S.submitted)
    assert.deepEqual(
      again.body.data.history.map((h) => h.action),
      ['submitted', 'advanced', 'advanced', 'refused', 'resubmitted'],
    )
  })

  it("takes an organisation through its exhibitor review, then its certificate, with the staff's contact window", async () => {
    const user = await verifiedUser(t.db)
    const [area] = await t.db
      .select({ id: exhibitionAreas.id })
      .from(exhibitionAreas)
      .where(eq(exhibitionAreas.exhibitionId, 1))
    const submitted = await call<OrganisationRegistration>(
      t.app,
      'POST',
      '/user-central/registration/organisation/submit',
      {
        token: user.token,
        body: await organisationForm(t.db, user.id, area.id),
      },
    )
    const { id } = submitted.body.data
    assert.equal((await advance(id, { track: 'certificate' })).status, 409)
    for (const next of TRACK_STEPS.exhibitor.slice(1)) assert.equal((await advance(id)).body.data.status, next)
    const approved = (
      await call<OrganisationRegistration>(t.app, 'GET', '/user-central/registration/organisation', {
        token: user.token,
        lang: 'en',
      })
    ).body.data
    assert.deepEqual([approved.exhibitorStatus, approved.certificateStatus], [S.approved, S.approved])
    assert.ok(approved.exhibitorContact)
    assert.match(approved.notice, /within 2 to 14 working days/)
    assert.equal((await advance(id)).body.data.status, S.certificateMaking)
    assert.equal((await advance(id)).body.data.status, S.certificateIssued)
    assert.equal((await reject(id, 'x', { track: 'exhibitor' })).status, 409)
  })

  it('sets the express number of badges sent by express, once they are being made', async () => {
    const contact = await verifiedUser(t.db)
    const express = {
      method: 'express' as const,
      mailingAddress: '厦门市思明区会展路198号',
      mailingContact: '王小明',
      mailingPhone: '13900001111',
    }
    const group = await call<GroupRegistration>(t.app, 'POST', '/user-central/registration/group/submit', {
      token: contact.token,
      body: await groupForm(t.db, contact, { contactName: contact.realName, collection: express }),
    })
    const { id } = group.body.data
    const early = await ask('POST', `/registration/${id}/express`, {
      operator: '寄件员',
      expressNumber: 'SF1234567890',
    })
    assert.equal(early.status, 409)
    for (let i = 0; i < 5; i += 1) await advance(id)
    assert.equal(
      (await ask('POST', `/registration/${id}/express`, { operator: '寄件员', expressNumber: '#' })).status,
      400,
    )
    assert.equal(
      (await ask('POST', `/registration/${id}/express`, { operator: '寄件员', expressNumber: 'SF1234567890' })).status,
      200,
    )
    const seen = await call<GroupRegistration>(t.app, 'GET', '/user-central/registration/group', {
      token: contact.token,
    })
    assert.equal(seen.body.data.collection?.expressNumber, 'SF1234567890')
    assert.equal(seen.body.data.history.at(-1)?.action, 'expressSent')
    const onSite = await person()
    for (let i = 0; i < 5; i += 1) await advance(onSite.id)
    const notExpress = await ask('POST', `/registration/${onSite.id}/express`, {
      operator: '寄件员',
      expressNumber: 'SF1234567890',
    })
    assert.equal(notExpress.status, 409)
  })

  it('lists registrations by status and kind, oldest first', async () => {
    const a = await person()
    const b = await person()
    await advance(b.id)
    const waiting = await ask<{ id: number; kind: string; certificateStatus: number }[]>(
      'GET',
      `/registration?status=${S.waitingForReview}&kind=person`,
    )
    assert.ok(waiting.body.data.some((r) => r.id === b.id))
    assert.ok(!waiting.body.data.some((r) => r.id === a.id))
    assert.ok(waiting.body.data.every((r) => r.kind === 'person' && r.certificateStatus === S.waitingForReview))
    assert.equal((await ask('GET', '/registration?status=99')).status, 400)
  })

  it('leaves the owner no way to move the status: the user API has no such call', async () => {
    const { user, id } = await person()
    const answer = await call(t.app, 'POST', `/user-central/registration/${id}/advance`, {
      token: user.token,
      body: {},
    })
    assert.equal(answer.status, 404)
    assert.notEqual(answer.body.code, RegistrationCode.notEditable)
  })
})
