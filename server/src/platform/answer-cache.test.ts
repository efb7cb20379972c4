import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import { FRESH_MS } from './answer-cache'
import type { Page } from '../../../src/contract/common'
import type { ProjectCard } from '../../../src/contract/content'
import { projects } from '../content/schema'
import { call, demoToken, withTestApp } from '../test-app'

const t = withTestApp()

const firstTitle = async (token?: string) => {
  const { status, body } = await call<Page<ProjectCard>>(t.app, 'POST', '/merchants-client/project/list', {
    body: { pageNum: 1, pageSize: 1 },
    token,
  })
  assert.equal(status, 200)
  return body.data.list[0]
}

const retitle = (id: number, title: string) => t.db.update(projects).set({ titleZh: title }).where(eq(projects.id, id))

describe('public reads', () => {
  it('are kept for a moment for callers without a token, never for signed-in ones, and emptied by a write', async () => {
    const before = await firstTitle()
    await retitle(before.id, '改过的标题')
    assert.equal((await firstTitle()).title, before.title, 'the kept answer')
    assert.equal((await firstTitle(await demoToken(t.db))).title, '改过的标题', 'a signed-in caller reads the database')

    const feedback = await call(t.app, 'POST', '/user-central/feedback/add', {
      body: { type: 'other', content: 'The list is quick to open' },
      remoteAddress: '203.0.113.9',
    })
    assert.equal(feedback.status, 200)
    assert.equal((await firstTitle()).title, '改过的标题', 'a write empties what was kept')

    await retitle(before.id, '又改过的标题')
    await sleep(FRESH_MS + 50)
    assert.equal((await firstTitle()).title, '又改过的标题', 'a kept answer expires')
  })
})
