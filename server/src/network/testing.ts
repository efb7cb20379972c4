import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { CardForm, ExchangeStatus, OwnCard } from '../../../src/contract/network'
import type { Database } from '../platform/connect'
import { call, freshUser, type TestApp } from '../platform/test-app'
import type { RegistrationDeps } from '../registration/deps'

// What the network's test files share: people with cards, exchanged cards, a signing key.

/** Registration's dependencies with a known key, so tests can sign badges and card codes. */
export const testDeps = (): RegistrationDeps => ({ signingKey: randomBytes(32), uploads: null })

/** A valid card form; `overrides` change any field. */
export const cardForm = (overrides: Partial<CardForm> = {}): CardForm => ({
  name: '测试名片',
  organisation: '厦门测试科技有限公司',
  position: '总经理',
  offers: ['investment'],
  seeks: ['projects'],
  phone: '13912340000',
  email: 'card@example.com',
  ...overrides,
})

type App = TestApp['app']

/** A fresh user with a card of their own. */
export async function person(app: App, db: Database, overrides: Partial<CardForm> = {}) {
  const user = await freshUser(db)
  const phone = overrides.phone ?? user.phone
  const saved = await call<OwnCard>(app, 'POST', '/user-central/userBusinessCardApply/add', {
    token: user.token,
    body: cardForm({ name: `用户${user.id}`, phone, ...overrides }),
  })
  assert.equal(saved.status, 200, JSON.stringify(saved.body))
  return { ...user, card: saved.body.data }
}

type Person = Awaited<ReturnType<typeof person>>

/** `a` asks `b` for an exchange and `b` accepts. */
export async function exchange(app: App, a: Person, b: Person) {
  const asked = await call<ExchangeStatus>(app, 'POST', '/user-central/network/exchange/request', {
    token: a.token,
    body: { userId: b.id },
  })
  assert.equal(asked.status, 200, JSON.stringify(asked.body))
  const accepted = await call<ExchangeStatus>(app, 'POST', '/user-central/network/exchange/accept', {
    token: b.token,
    body: { id: asked.body.data.requestId },
  })
  assert.equal(accepted.body.data.state, 'exchanged')
}
