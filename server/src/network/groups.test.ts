import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { chatMessages } from './chat.schema'
import { sendMessage } from './chat.service'
import { chatGroupMembers, projectGroups } from './groups.schema'
import { exchange, person } from './testing'
import type { Page } from '../../../src/contract/common'
import type {
  GroupDetail,
  GroupMember,
  GroupRequest,
  History,
  MyGroup,
  PersonBrief,
  ProjectGroup,
} from '../../../src/contract/network'
import { GROUPS_PER_USER, NetworkCode } from '../../../src/contract/network.codes'
import { createSession } from '../account/sessions'
import { ownUpload } from '../registration/testing'
import { call, freshUser, HAN, withTestApp } from '../test-app'

const t = withTestApp()

const post = <T>(url: string, token: string | undefined, body: unknown, lang?: 'zh' | 'en') =>
  call<T>(t.app, 'POST', `/user-central/network/${url}`, { token, body, lang })
const get = <T>(url: string, token?: string, lang?: 'zh' | 'en') => call<T>(t.app, 'GET', url, { token, lang })
const detail = (id: number, token?: string, lang?: 'zh' | 'en') =>
  get<GroupDetail>(`/common-client/network/group/detail?id=${id}`, token, lang)

/** A group created by a fresh user (its owner and leader) with `limit` members at most. */
async function ownedGroup(limit = 200, isOpen = true) {
  const owner = await person(t.app, t.db)
  const created = await post<GroupDetail>('group/create', owner.token, { name: '测试群', isOpen, memberLimit: limit })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  return { owner, group: created.body.data }
}

/** Applies and has the owner approve. */
async function joinVia(owner: { token: string }, groupId: number, user: { token: string }) {
  await post('group/apply', user.token, { groupId })
  const requests = await get<Page<GroupRequest>>(`/user-central/network/group/requests?groupId=${groupId}`, owner.token)
  const request = requests.body.data.list[requests.body.data.list.length - 1]
  return post('group/request/approve', owner.token, { id: request.id })
}

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

describe('joining, with the seeds’ messages', () => {
  it('tells a private, a full and a closed group apart, in both languages, and asks a visitor to sign in', async () => {
    const user = await person(t.app, t.db)
    const states = async (lang: 'zh' | 'en') =>
      Promise.all([5, 4, 11].map(async (id) => (await detail(id, user.token, lang)).body.data))
    const [privateGroup, full, closed] = await states('zh')
    assert.deepEqual(
      [privateGroup, full, closed].map((g) => [g.joinState, g.joinNotice]),
      [
        ['inviteOnly', '该群仅对受邀用户开放'],
        ['full', '该群已满员'],
        ['unavailable', '该产品或项目暂未开放入群'],
      ],
    )
    const en = await states('en')
    assert.deepEqual(
      en.map((g) => g.joinNotice),
      [
        'The group is only open to invited users',
        'The group is full',
        'Group-join for this product or project is not available',
      ],
    )
    for (const [id, status, code] of [
      [5, 403, NetworkCode.inviteOnly],
      [4, 409, NetworkCode.groupFull],
      [11, 403, NetworkCode.joinUnavailable],
    ]) {
      const refused = await post('group/apply', user.token, { groupId: id }, 'en')
      assert.equal(refused.status, status, String(id))
      assert.equal(refused.body.code, code, String(id))
    }
    assert.equal((await detail(3)).body.data.joinState, 'signIn')
    assert.equal((await detail(3)).body.data.conversation, null)
    const gone = await detail(9999, undefined, 'en')
    assert.deepEqual([gone.status, gone.body.msg], [404, 'The room does not exist'])
  })

  it('shows a new member what the group said before they joined: a group is a room about its project', async () => {
    const { owner, group } = await ownedGroup()
    await sendMessage(t.db, owner.id, { conversation: `group:${group.id}`, kind: 'text', body: '路演材料已上传' })
    const user = await person(t.app, t.db)
    await post('group/apply', user.token, { groupId: group.id })
    const requests = await get<Page<GroupRequest>>(
      `/user-central/network/group/requests?groupId=${group.id}`,
      owner.token,
    )
    await post('group/request/approve', owner.token, { id: requests.body.data.list[0].id })
    const history = await get<History>(`/user-central/network/chat/history?conversation=group:${group.id}`, user.token)
    assert.ok(history.body.data.messages.some((m) => m.body === '路演材料已上传'))
  })

  it('takes an application the owner approves; the member then reads the chat, which says they joined', async () => {
    const { owner, group } = await ownedGroup()
    assert.equal(group.myRole, 'owner')
    assert.equal(group.leader?.userId, owner.id)
    assert.equal(group.memberCount, 1)
    const user = await person(t.app, t.db)
    const applied = await post<GroupDetail>('group/apply', user.token, { groupId: group.id, message: '想加入' })
    assert.equal(applied.body.data.joinState, 'applied')
    assert.equal((await post('group/apply', user.token, { groupId: group.id })).body.code, NetworkCode.already)
    assert.equal((await detail(group.id, owner.token)).body.data.pendingRequests, 1)
    const requests = await get<Page<GroupRequest>>(
      `/user-central/network/group/requests?groupId=${group.id}`,
      owner.token,
    )
    assert.deepEqual(
      requests.body.data.list.map((r) => [r.person.userId, r.message]),
      [[user.id, '想加入']],
    )
    assert.equal(
      (await get(`/user-central/network/group/requests?groupId=${group.id}`, user.token)).body.code,
      NetworkCode.ownerOnly,
    )
    assert.equal((await post('group/request/approve', user.token, { id: requests.body.data.list[0].id })).status, 403)
    assert.equal((await post('group/request/approve', owner.token, { id: requests.body.data.list[0].id })).status, 200)
    assert.equal((await post('group/request/approve', owner.token, { id: requests.body.data.list[0].id })).status, 409)
    const joined = (await detail(group.id, user.token)).body.data
    assert.deepEqual(
      [joined.joinState, joined.myRole, joined.memberCount, joined.conversation],
      ['member', 'member', 2, `group:${group.id}`],
    )
    const history = await get<History>(
      `/user-central/network/chat/history?conversation=group:${group.id}`,
      user.token,
      'en',
    )
    assert.equal(history.body.data.messages.at(-1)?.body, `用户${user.id} joined the group`)
    const mine = await get<MyGroup[]>('/user-central/network/groups/mine', user.token)
    assert.deepEqual(
      mine.body.data.map((g) => [g.id, g.role]),
      [[group.id, 'member']],
    )
  })

  it('lets the owner invite to a private group; the invitee accepts or declines', async () => {
    const { owner, group } = await ownedGroup(200, false)
    const invitee = await person(t.app, t.db)
    const other = await person(t.app, t.db)
    assert.equal((await post('group/apply', invitee.token, { groupId: group.id })).body.code, NetworkCode.inviteOnly)
    assert.equal(
      (await post('group/invite', other.token, { groupId: group.id, userId: invitee.id })).body.code,
      NetworkCode.ownerOnly,
    )
    assert.equal((await post('group/invite', owner.token, { groupId: group.id, userId: invitee.id })).status, 200)
    assert.equal((await post('group/invite', owner.token, { groupId: group.id, userId: invitee.id })).status, 409)
    await post('group/invite', owner.token, { groupId: group.id, userId: other.id })
    const invitations = await get<Page<GroupRequest>>('/user-central/network/group/invitations', invitee.token)
    assert.deepEqual(
      invitations.body.data.list.map((r) => [r.groupId, r.person.userId, r.kind]),
      [[group.id, owner.id, 'invitation']],
    )
    assert.equal((await detail(group.id, invitee.token)).body.data.joinState, 'invited')
    const accepted = await post<GroupDetail>('group/invitation/accept', invitee.token, { groupId: group.id })
    assert.equal(accepted.body.data.joinState, 'member')
    const declined = await post<GroupDetail>('group/invitation/decline', other.token, { groupId: group.id })
    assert.equal(declined.body.data.joinState, 'inviteOnly')
    assert.equal(
      (await post('group/invitation/accept', other.token, { groupId: group.id })).body.code,
      NetworkCode.notPending,
    )
  })

  it('never goes over the group’s limit, however many are approved at once', async () => {
    const { owner, group } = await ownedGroup(3)
    const applicants = await Promise.all(Array.from({ length: 8 }, () => person(t.app, t.db)))
    for (const applicant of applicants) await post('group/apply', applicant.token, { groupId: group.id })
    const requests = await get<Page<GroupRequest>>(
      `/user-central/network/group/requests?groupId=${group.id}&pageSize=50`,
      owner.token,
    )
    const answers = await Promise.all(
      requests.body.data.list.map((r) => post('group/request/approve', owner.token, { id: r.id }, 'en')),
    )
    assert.equal(answers.filter((a) => a.status === 200).length, 2)
    assert.ok(
      answers
        .filter((a) => a.status !== 200)
        .every((a) => a.body.code === NetworkCode.groupFull && a.body.msg === 'The group is full'),
    )
    const [row] = await t.db.select().from(projectGroups).where(eq(projectGroups.id, group.id))
    assert.equal(row.memberCount, 3)
    assert.equal(await t.db.$count(chatGroupMembers, eq(chatGroupMembers.groupId, group.id)), 3)
    assert.equal((await detail(group.id, applicants[0].token)).body.data.full, true)
  })

  it('stops a user at the joined-groups limit, with the seeds’ message, even when invitations are accepted at once', async () => {
    const user = await person(t.app, t.db)
    const groups = []
    for (let i = 0; i < GROUPS_PER_USER + 3; i += 1) groups.push(await ownedGroup())
    for (const { owner, group } of groups.slice(0, GROUPS_PER_USER - 2)) await joinVia(owner, group.id, user)
    const last = groups.slice(GROUPS_PER_USER - 2)
    for (const { owner, group } of last) await post('group/invite', owner.token, { groupId: group.id, userId: user.id })
    const answers = await Promise.all(
      last.map(({ group }) => post('group/invitation/accept', user.token, { groupId: group.id }, 'en')),
    )
    assert.equal(answers.filter((a) => a.status === 200).length, 2)
    const refused = answers.filter((a) => a.status !== 200)
    assert.ok(refused.every((a) => a.body.code === NetworkCode.groupLimit))
    assert.equal(refused[0].body.msg, `You have reached the maximum number of joined groups (${GROUPS_PER_USER})`)
    assert.equal(await t.db.$count(chatGroupMembers, eq(chatGroupMembers.userId, user.id)), GROUPS_PER_USER)
    const zh = await post('group/apply', user.token, { groupId: 3 })
    assert.equal(zh.body.msg, `已达到加入群聊数量上限（${GROUPS_PER_USER}个）`)
    assert.equal((await detail(3, user.token)).body.data.joinState, 'limitReached')
  })
})

describe('the owner’s rights', () => {
  it('chooses an owner among the people the creator exchanged cards with; the creator stays the project leader', async () => {
    const creator = await person(t.app, t.db)
    const contact = await person(t.app, t.db)
    const stranger = await person(t.app, t.db)
    await exchange(t.app, creator, contact)
    const candidates = await get<PersonBrief[]>('/user-central/network/group/ownerCandidates', creator.token)
    assert.deepEqual(
      candidates.body.data.map((p) => p.userId),
      [creator.id, contact.id],
    )
    const refused = await post('group/create', creator.token, { name: '项目群', isOpen: true, ownerId: stranger.id })
    assert.equal(refused.status, 400)
    assert.deepEqual(refused.body.data, { field: 'ownerId', problem: 'ownerCandidate' })
    const created = await post<GroupDetail>('group/create', creator.token, {
      name: '项目群',
      isOpen: true,
      ownerId: contact.id,
      projectId: 2,
    })
    const group = created.body.data
    assert.deepEqual(
      [group.owner?.userId, group.leader?.userId, group.memberCount, group.kind, group.projectId],
      [contact.id, creator.id, 2, 'project', 2],
    )
    assert.equal(group.myRole, 'leader')
    const blank = await post('group/create', creator.token, { name: ' ', isOpen: true }, 'en')
    assert.deepEqual(blank.body.data, { field: 'name', problem: 'required' })
    assert.deepEqual(
      (await post('group/create', creator.token, { name: 'x', isOpen: true, projectId: 99999 })).body.data,
      {
        field: 'projectId',
        problem: 'unknownOption',
      },
    )
    assert.deepEqual((await post('group/create', creator.token, { isOpen: true })).body.data, {
      field: 'name',
      problem: 'required',
    })
  })

  it('removes members but never the owner or the project leader; publishes the notice; edits name and avatar', async () => {
    const leader = await person(t.app, t.db)
    const owner = await person(t.app, t.db)
    await exchange(t.app, leader, owner)
    const group = (
      await post<GroupDetail>('group/create', leader.token, { name: '原名', isOpen: true, ownerId: owner.id })
    ).body.data
    const member = await person(t.app, t.db)
    await joinVia(owner, group.id, member)
    for (const target of [leader, owner]) {
      const refused = await post('group/member/remove', owner.token, { groupId: group.id, userId: target.id }, 'en')
      assert.equal(refused.body.code, NetworkCode.cannotRemove)
      assert.equal(refused.body.msg, 'The group owner and the project leader cannot be removed')
    }
    assert.equal(
      (await post('group/member/remove', leader.token, { groupId: group.id, userId: member.id })).body.code,
      NetworkCode.ownerOnly,
    )
    const members = await get<Page<GroupMember>>(`/user-central/network/group/members?groupId=${group.id}`, owner.token)
    assert.deepEqual(
      members.body.data.list.map((m) => [m.person.userId, m.role, m.removable]),
      [
        [owner.id, 'owner', false],
        [leader.id, 'leader', false],
        [member.id, 'member', true],
      ],
    )
    assert.equal(
      (await get(`/user-central/network/group/members?groupId=${group.id}`, (await freshUser(t.db)).token)).body.code,
      NetworkCode.membersOnly,
    )
    assert.equal(
      (await post('group/notice', member.token, { groupId: group.id, notice: '公告' })).body.code,
      NetworkCode.ownerOnly,
    )
    await post('group/notice', owner.token, { groupId: group.id, notice: '周三下午路演' })
    const noticed = (await detail(group.id, member.token)).body.data
    assert.equal(noticed.notice, '周三下午路演')
    assert.ok(noticed.noticeAt)
    const avatar = await ownUpload(t.db, owner.id)
    const othersPicture = await ownUpload(t.db, member.id)
    assert.deepEqual((await post('group/edit', owner.token, { groupId: group.id, avatar: othersPicture })).body.data, {
      field: 'avatar',
      problem: 'upload',
    })
    assert.equal(
      (await post('group/edit', member.token, { groupId: group.id, name: 'x' })).body.code,
      NetworkCode.ownerOnly,
    )
    await post('group/edit', owner.token, { groupId: group.id, name: '新名字', avatar })
    const edited = (await detail(group.id, member.token, 'en')).body.data
    assert.deepEqual([edited.name, edited.avatar], ['新名字', avatar])
    assert.equal((await post('group/member/remove', owner.token, { groupId: group.id, userId: member.id })).status, 200)
    const after = (await detail(group.id, member.token)).body.data
    assert.deepEqual([after.joinState, after.memberCount], ['canApply', 2])
    assert.equal(
      (await get(`/user-central/network/chat/history?conversation=group:${group.id}`, member.token)).body.code,
      NetworkCode.membersOnly,
    )
    const lines = await t.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversation, `group:${group.id}`), eq(chatMessages.kind, 'system')))
    assert.deepEqual(
      lines.map((l) => JSON.parse(l.body).key),
      [
        'network.system.joined',
        'network.system.joined',
        'network.system.joined',
        'network.system.notice',
        'network.system.renamed',
        'network.system.removed',
      ],
    )
  })

  it('hands the group over (owner or leader) to a member; the owner must hand it over before leaving', async () => {
    const { owner, group } = await ownedGroup()
    const member = await person(t.app, t.db)
    const outsider = await person(t.app, t.db)
    await joinVia(owner, group.id, member)
    assert.equal((await post('group/leave', owner.token, { groupId: group.id })).status, 409)
    assert.deepEqual((await post('group/owner', owner.token, { groupId: group.id, userId: outsider.id })).body.data, {
      field: 'userId',
      problem: 'ownerCandidate',
    })
    assert.equal(
      (await post('group/owner', member.token, { groupId: group.id, userId: member.id })).body.code,
      NetworkCode.ownerOnly,
    )
    assert.equal((await post('group/owner', owner.token, { groupId: group.id, userId: member.id })).status, 200)
    assert.equal((await detail(group.id, member.token)).body.data.myRole, 'owner')
    // The first owner is still the project leader: it may hand the group back, and leave.
    assert.equal((await post('group/owner', owner.token, { groupId: group.id, userId: owner.id })).status, 200)
    assert.equal((await post('group/leave', member.token, { groupId: group.id })).status, 200)
    assert.equal((await post('group/leave', member.token, { groupId: group.id })).status, 404)
  })

  it('answers the seeded group’s owner, who approves an application to it', async () => {
    const [seeded] = await t.db.select().from(projectGroups).where(eq(projectGroups.id, 3))
    const ownerToken = await createSession(t.db, seeded.ownerId as number)
    const user = await person(t.app, t.db)
    const approved = await joinVia({ token: ownerToken }, 3, user)
    assert.equal(approved.status, 200)
    const history = await get<History>('/user-central/network/chat/history?conversation=group:3', user.token)
    assert.ok(history.body.data.messages.filter((m) => m.kind === 'text').length >= 3)
  })
})
