import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { listForReview, showForReview } from './review.service'
import type {
  Badge,
  PersonRegistration,
  ProjectFormSummary,
  RegistrationSummary,
} from '../../../src/contract/registration'
import { RegistrationStatus as S } from '../../../src/contract/registration.codes'
import { call, demoToken, withTestApp } from '../test-app'

const t = withTestApp({ clock: () => new Date('2026-09-09T10:00:00+08:00') })

describe('demo registrations', () => {
  it('give the demo user an approved visitor registration with its badge issued, and a financing form', async () => {
    const token = await demoToken(t.db)
    const mine = await call<RegistrationSummary[]>(t.app, 'GET', '/user-central/registration/mine', { token })
    assert.deepEqual(
      mine.body.data.map((r) => [r.kind, r.personKind, r.certificateStatus, r.badgeReady]),
      [['person', 'visitor', S.certificateIssued, true]],
    )
    const person = await call<PersonRegistration>(t.app, 'GET', '/user-central/registration/person', { token })
    assert.equal(person.body.data.history.length, 7)
    const badge = await call<Badge>(
      t.app,
      'GET',
      `/user-central/registration/badge?registrationId=${mine.body.data[0].id}`,
      { token },
    )
    assert.equal(badge.body.data.name, '林思远')
    const scanned = await call<{ entryAllowed: boolean }>(t.app, 'POST', '/user-central/registration/badge/verify', {
      token,
      body: { payload: badge.body.data.payload },
    })
    assert.equal(scanned.body.data.entryAllowed, true)
    const forms = await call<ProjectFormSummary[]>(t.app, 'GET', '/user-central/projectForm/mine', { token })
    assert.deepEqual(
      forms.body.data.map((f) => [f.kind, f.status]),
      [['finance', 'inReview']],
    )
  })

  it('give the operators a group sent by express, a refused exhibitor and visitors under review', async () => {
    await demoToken(t.db)
    const rows = await listForReview(t.db)
    const group = rows.find((r) => r.kind === 'group')!
    assert.deepEqual(
      [group.certificateStatus, group.collectionMethod, group.expressNumber],
      [S.certificateIssued, 'express', 'SF1402938475610'],
    )
    const detail = await showForReview(t.db, group.id, 'en')
    assert.equal((detail as { members: unknown[] }).members.length, 3)
    const exhibitor = rows.find((r) => r.kind === 'organisation')!
    assert.equal(exhibitor.exhibitorStatus, S.notApproved)
    const refused = await showForReview(t.db, exhibitor.id, 'en')
    assert.match(refused!.reason, /business licence has expired/)
    assert.deepEqual(
      rows
        .filter((r) => r.kind === 'person')
        .map((r) => r.certificateStatus)
        .sort(),
      [S.waitingForReview, S.initialReview, S.certificateIssued].sort(),
    )
  })
})
