import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { chatGroupMembers, projectGroups } from './groups.schema'
import type { Page } from '../../../src/contract/common'
import type { ProjectGroup } from '../../../src/contract/network'
import { call, HAN, withTestApp } from '../platform/test-app'

const t = withTestApp()

const get = <T>(url: string, token?: string, lang?: 'zh' | 'en') => call<T>(t.app, 'GET', url, { token, lang })

describe('GET /common-client/projectGroup/list', () => {
  it('pages the group chats with open/private, member counts and a full flag; keyword in both languages', async () => {
    const first = await get<Page<ProjectGroup>>('/common-client/projectGroup/list?pageSize=5')
    const second = await get<Page<ProjectGroup>>('/common-client/projectGroup/list?pageSize=5&pageNum=2')
    assert.equal(first.body.data.list.length, 5)
    assert.ok(first.body.data.total > 5)
    assert.equal(new Set([...first.body.data.list, ...second.body.data.list].map((g) => g.id)).size, 10)
    const all = (await get<Page<ProjectGroup>>('/common-client/projectGroup/list?pageSize=50')).body.data.list
    assert.ok(all.some((g) => g.isOpen) && all.some((g) => !g.isOpen))
    assert.ok(all.some((g) => g.full) && all.some((g) => !g.full))
    assert.ok(all.every((g) => g.full === g.memberCount >= g.memberLimit))
    const zh = await get<Page<ProjectGroup>>(`/common-client/projectGroup/list?keyword=${encodeURIComponent('新能源')}`)
    const en = await get<Page<ProjectGroup>>('/common-client/projectGroup/list?keyword=new%20energy', undefined, 'en')
    assert.equal(zh.body.data.total, 1)
    assert.equal(en.body.data.list[0].id, zh.body.data.list[0].id)
    assert.doesNotMatch(en.body.data.list[0].name, HAN)
    const ofProject = await get<Page<ProjectGroup>>('/common-client/projectGroup/list?projectId=4')
    assert.ok(ofProject.body.data.total >= 2 && ofProject.body.data.list.every((g) => g.projectId === 4))
    assert.equal((await get('/common-client/projectGroup/list?pageSize=0')).status, 400)
  })

  it('counts every seeded member: the stored count is the members there are', async () => {
    for (const group of await t.db.select().from(projectGroups))
      assert.equal(group.memberCount, await t.db.$count(chatGroupMembers, eq(chatGroupMembers.groupId, group.id)))
  })
})
