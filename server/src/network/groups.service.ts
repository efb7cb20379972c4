import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import { groupKey, storeSystemLine, tellWaiting, unreadCounts, type SystemLine } from './chat.service'
import { chatGroupMembers, chatGroupRequests, projectGroups } from './groups.schema'
import { briefOf, briefsOf, checkPicture, fieldRefused, haveExchanged, selfRefused } from './people'
import { cardExchanges } from './people.schema'
import type { Page, PageQuery } from '../../../src/contract/common'
import type {
  GroupCreateForm,
  GroupDetail,
  GroupEditForm,
  GroupListQuery,
  GroupMember,
  GroupRequest,
  MyGroup,
  PersonBrief,
  ProjectGroup,
} from '../../../src/contract/network'
import {
  GROUP_DEFAULT_LIMIT,
  GROUPS_PER_USER,
  NetworkCode,
  type GroupKind,
  type GroupRequestKind,
  type GroupRequestStatus,
  type GroupRole,
  type JoinState,
} from '../../../src/contract/network.codes'
import { users } from '../account'
import { projects } from '../content'
import { products } from '../enterprise'
import type { Database } from '../platform/connect'
import { ApiError, notFound } from '../platform/envelope'
import { imageUrl } from '../platform/images'
import { keywordMatch } from '../platform/keyword-match'
import { pick, type Lang } from '../platform/lang'
import { messageText } from '../platform/messages'
import { pageOf, type PagedList } from '../platform/page'

// Group chats (/project-group-list, /create-group-chat, /select-group-owner, the chat room; seed 001 sections 4, 6, 8):
// open groups take applications the owner approves, private ones invitations; the owner (the project leader by
// default) approves, removes members but the owner and the leader, publishes the notice, edits name and avatar.
// Joining is checked and counted in one transaction: never over the group's limit or the user's joined-groups limit.

type Group = typeof projectGroups.$inferSelect

const refusals = {
  full: () => new ApiError(409, NetworkCode.groupFull, 'network.group.full'),
  limit: () => new ApiError(409, NetworkCode.groupLimit, 'network.group.limit', { limit: GROUPS_PER_USER }),
  inviteOnly: () => new ApiError(403, NetworkCode.inviteOnly, 'network.group.inviteOnly'),
  unavailable: () => new ApiError(403, NetworkCode.joinUnavailable, 'network.group.unavailable'),
  ownerOnly: () => new ApiError(403, NetworkCode.ownerOnly, 'network.group.ownerOnly'),
  member: () => new ApiError(409, NetworkCode.already, 'network.group.alreadyMember'),
  ownerCandidate: (field: string) =>
    new ApiError(400, NetworkCode.field, 'network.group.ownerCandidate').withData({ field, problem: 'ownerCandidate' }),
}

/** The columns a group is listed with, in a language. */
const listColumns = (lang: Lang) => ({
  id: projectGroups.id,
  kind: projectGroups.kind,
  name: pick(lang, projectGroups.nameZh, projectGroups.nameEn),
  avatar: projectGroups.avatar,
  isOpen: projectGroups.isOpen,
  joinable: projectGroups.joinable,
  memberCount: projectGroups.memberCount,
  memberLimit: projectGroups.memberLimit,
  projectId: projectGroups.projectId,
  projectTitle: sql<string>`coalesce(${pick(lang, projects.titleZh, projects.titleEn)}, '')`,
  productId: projectGroups.productId,
  productName: sql<string>`coalesce(${pick(lang, products.nameZh, products.nameEn)}, '')`,
})

const listed = <Row extends { kind: string; memberCount: number; memberLimit: number }>(row: Row) => ({
  ...row,
  kind: row.kind as GroupKind,
  full: row.memberCount >= row.memberLimit,
})

const groupsFrom = (db: Database, lang: Lang) =>
  db
    .select(listColumns(lang))
    .from(projectGroups)
    .leftJoin(projects, eq(projects.id, projectGroups.projectId))
    .leftJoin(products, eq(products.id, projectGroups.productId))

/** projectGroup/list: every group, newest first; a keyword in either language, or one project's or product's groups. */
export const listGroups: PagedList<Omit<GroupListQuery, keyof PageQuery>, ProjectGroup> = async (
  db,
  lang,
  { keyword, projectId, productId },
  page,
) => {
  const match = keywordMatch(keyword, { titles: [projectGroups.nameZh, projectGroups.nameEn] })
  const where = and(
    match?.where,
    projectId ? eq(projectGroups.projectId, projectId) : undefined,
    productId ? eq(projectGroups.productId, productId) : undefined,
  )
  return pageOf(
    page,
    groupsFrom(db, lang).where(where).orderBy(desc(projectGroups.createdAt), desc(projectGroups.id)),
    db.$count(projectGroups, where),
    listed,
  )
}

async function groupOf(db: Database, groupId: number): Promise<Group> {
  const [group] = await db.select().from(projectGroups).where(eq(projectGroups.id, groupId))
  if (!group) throw notFound('network.chat.roomNotFound')
  return group
}

const roleOf = (group: Pick<Group, 'ownerId' | 'leaderId'>, userId: number): GroupRole =>
  group.ownerId === userId ? 'owner' : group.leaderId === userId ? 'leader' : 'member'

const isMember = async (db: Database, groupId: number, userId: number) =>
  (await db.$count(chatGroupMembers, and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.userId, userId)))) >
  0

const joinedCount = (db: Database, userId: number) => db.$count(chatGroupMembers, eq(chatGroupMembers.userId, userId))

const pendingRequest = (db: Database, groupId: number, userId: number, kind: GroupRequestKind) =>
  db
    .select({ id: chatGroupRequests.id })
    .from(chatGroupRequests)
    .where(
      and(
        eq(chatGroupRequests.groupId, groupId),
        eq(chatGroupRequests.userId, userId),
        eq(chatGroupRequests.kind, kind),
        eq(chatGroupRequests.status, 'pending'),
      ),
    )
    .then(([row]) => row?.id ?? null)

/** What the caller may do about joining, and the request behind it. */
async function joinStateOf(
  db: Database,
  group: Group,
  userId: number | null,
): Promise<{ state: JoinState; requestId: number | null }> {
  if (!userId) return { state: 'signIn', requestId: null }
  if (await isMember(db, group.id, userId)) return { state: 'member', requestId: null }
  const invitation = await pendingRequest(db, group.id, userId, 'invitation')
  if (invitation) return { state: 'invited', requestId: invitation }
  const application = await pendingRequest(db, group.id, userId, 'application')
  if (application) return { state: 'applied', requestId: application }
  if (!group.joinable) return { state: 'unavailable', requestId: null }
  if (!group.isOpen) return { state: 'inviteOnly', requestId: null }
  if (group.memberCount >= group.memberLimit) return { state: 'full', requestId: null }
  if ((await joinedCount(db, userId)) >= GROUPS_PER_USER) return { state: 'limitReached', requestId: null }
  return { state: 'canApply', requestId: null }
}

/** The seeds' words for each state that keeps the caller out (seed 001 section 8); '' for the others. */
function joinNotice(state: JoinState, lang: Lang): string {
  switch (state) {
    case 'full':
      return messageText('network.group.full', lang)
    case 'limitReached':
      return messageText('network.group.limit', lang, { limit: GROUPS_PER_USER })
    case 'inviteOnly':
      return messageText('network.group.inviteOnly', lang)
    case 'unavailable':
      return messageText('network.group.unavailable', lang)
    case 'applied':
      return messageText('network.group.alreadyApplied', lang)
    default:
      return ''
  }
}

/** network/group/detail: the group, its notice, owner and leader, and where the caller stands. */
export async function groupDetail(
  db: Database,
  lang: Lang,
  viewerId: number | null,
  groupId: number,
): Promise<GroupDetail> {
  const [row] = await groupsFrom(db, lang).where(eq(projectGroups.id, groupId))
  if (!row) throw notFound('network.chat.roomNotFound')
  const group = await groupOf(db, groupId)
  const { state, requestId } = await joinStateOf(db, group, viewerId)
  const people = [group.ownerId, group.leaderId].filter((id): id is number => id !== null)
  const briefs = await briefsOf(db, lang, people)
  const member = state === 'member'
  const isOwner = viewerId !== null && group.ownerId === viewerId
  return {
    ...listed(row),
    notice: group.notice,
    noticeAt: group.noticeAt?.getTime() ?? null,
    owner: group.ownerId ? briefOf(briefs, group.ownerId) : null,
    leader: group.leaderId ? briefOf(briefs, group.leaderId) : null,
    myRole: member && viewerId ? roleOf(group, viewerId) : null,
    joinState: state,
    joinNotice: joinNotice(state, lang),
    requestId,
    conversation: member ? groupKey(groupId) : null,
    pendingRequests: isOwner
      ? await db.$count(
          chatGroupRequests,
          and(
            eq(chatGroupRequests.groupId, groupId),
            eq(chatGroupRequests.kind, 'application'),
            eq(chatGroupRequests.status, 'pending'),
          ),
        )
      : 0,
  }
}

/**
 * Adds a member inside the caller's transaction: refused when they are in already, when they have joined
 * GROUPS_PER_USER groups or when the group is full. The user's joins are serialised by a lock and the group's count
 * is raised in the statement that checks its limit, so neither limit is passed however many join at once.
 */
async function join(tx: Database, groupId: number, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`group-joins:${userId}`}))`)
  if (await isMember(tx, groupId, userId)) throw refusals.member()
  if ((await joinedCount(tx, userId)) >= GROUPS_PER_USER) throw refusals.limit()
  const [counted] = await tx
    .update(projectGroups)
    .set({ memberCount: sql`${projectGroups.memberCount} + 1` })
    .where(and(eq(projectGroups.id, groupId), lt(projectGroups.memberCount, projectGroups.memberLimit)))
    .returning({ id: projectGroups.id })
  if (!counted) throw refusals.full()
  await tx.insert(chatGroupMembers).values({ groupId, userId })
  await storeSystemLine(tx, groupKey(groupId), { key: 'network.system.joined', userId })
}

/** Takes a member out inside the caller's transaction, with the system line saying why. */
async function leave(tx: Database, groupId: number, userId: number, key: SystemLine['key']): Promise<void> {
  const removed = await tx
    .delete(chatGroupMembers)
    .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.userId, userId)))
    .returning({ userId: chatGroupMembers.userId })
  if (removed.length === 0) throw notFound()
  await tx
    .update(projectGroups)
    .set({ memberCount: sql`greatest(${projectGroups.memberCount} - 1, 0)` })
    .where(eq(projectGroups.id, groupId))
  await storeSystemLine(tx, groupKey(groupId), { key, userId })
}

/** The people who may own a group the user creates (/select-group-owner): themself and the people they exchanged cards with. */
export async function ownerCandidates(db: Database, lang: Lang, userId: number): Promise<PersonBrief[]> {
  const rows = await db
    .select({
      other: sql<number>`case when ${cardExchanges.fromUserId} = ${userId} then ${cardExchanges.toUserId} else ${cardExchanges.fromUserId} end`,
    })
    .from(cardExchanges)
    .where(
      and(
        eq(cardExchanges.status, 'accepted'),
        or(eq(cardExchanges.fromUserId, userId), eq(cardExchanges.toUserId, userId)),
      ),
    )
  const ids = [userId, ...rows.map((row) => Number(row.other))]
  const briefs = await briefsOf(db, lang, ids)
  return ids.map((id) => briefOf(briefs, id))
}

/**
 * network/group/create: the creator is the group's project leader and its first member; the owner is the leader
 * unless they chose someone they exchanged cards with (who joins too). A project's or product's group names it.
 */
export async function createGroup(
  db: Database,
  lang: Lang,
  userId: number,
  form: GroupCreateForm,
): Promise<GroupDetail> {
  const name = form.name.trim()
  if (!name) throw fieldRefused('name', 'required')
  await checkPicture(db, userId, 'avatar', form.avatar)
  if (form.projectId && (await db.$count(projects, eq(projects.id, form.projectId))) === 0)
    throw fieldRefused('projectId', 'unknownOption')
  if (form.productId && (await db.$count(products, eq(products.id, form.productId))) === 0)
    throw fieldRefused('productId', 'unknownOption')
  const ownerId = form.ownerId ?? userId
  if (ownerId !== userId && !(await haveExchanged(db, userId, ownerId))) throw refusals.ownerCandidate('ownerId')
  const kind: GroupKind = form.kind ?? (form.productId ? 'product' : form.projectId ? 'project' : 'topic')
  const groupId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(projectGroups)
      .values({
        kind,
        projectId: form.projectId ?? null,
        productId: form.productId ?? null,
        nameZh: name,
        nameEn: name,
        avatar: form.avatar || imageUrl('group', (userId % 12) + 1),
        isOpen: form.isOpen,
        memberLimit: form.memberLimit ?? GROUP_DEFAULT_LIMIT,
        ownerId,
        leaderId: userId,
        notice: (form.notice ?? '').trim(),
        noticeAt: form.notice?.trim() ? new Date() : null,
        createdAt: new Date(),
      })
      .returning({ id: projectGroups.id })
    await join(tx, created.id, userId)
    if (ownerId !== userId) await join(tx, created.id, ownerId)
    return created.id
  })
  return groupDetail(db, lang, userId, groupId)
}

/**
 * network/group/apply: asks to join an open group; its owner approves. Refused with the seeds' messages when joining
 * the project's or product's group is not available, the group is private, full, or the user is at their limit.
 */
export async function applyToGroup(
  db: Database,
  lang: Lang,
  userId: number,
  groupId: number,
  message = '',
): Promise<GroupDetail> {
  const group = await groupOf(db, groupId)
  const { state } = await joinStateOf(db, group, userId)
  if (state === 'member') throw refusals.member()
  if (state === 'applied') throw new ApiError(409, NetworkCode.already, 'network.group.alreadyApplied')
  if (state === 'unavailable') throw refusals.unavailable()
  if (state === 'inviteOnly' || state === 'invited') throw refusals.inviteOnly()
  if (state === 'full') throw refusals.full()
  if (state === 'limitReached') throw refusals.limit()
  if (!group.ownerId) throw new ApiError(409, NetworkCode.already, 'network.group.noOwner')
  await db
    .insert(chatGroupRequests)
    .values({ groupId, userId, kind: 'application', message: message.trim() })
    .onConflictDoNothing()
  await tellWaiting(db, [group.ownerId])
  return groupDetail(db, lang, userId, groupId)
}

/** The group, when the user owns it; else the owner-only refusal (404 for no such group). */
async function ownedGroup(db: Database, userId: number, groupId: number): Promise<Group> {
  const group = await groupOf(db, groupId)
  if (group.ownerId !== userId) throw refusals.ownerOnly()
  return group
}

/** network/group/invite (the owner): invites a person to the group; they accept or decline. */
export async function inviteToGroup(db: Database, ownerId: number, groupId: number, userId: number): Promise<void> {
  if (userId === ownerId) throw selfRefused()
  await ownedGroup(db, ownerId, groupId)
  if ((await db.$count(users, eq(users.id, userId))) === 0) throw notFound()
  if (await isMember(db, groupId, userId)) throw refusals.member()
  const [invited] = await db
    .insert(chatGroupRequests)
    .values({ groupId, userId, kind: 'invitation', invitedBy: ownerId })
    .onConflictDoNothing()
    .returning({ id: chatGroupRequests.id })
  if (!invited) throw new ApiError(409, NetworkCode.already, 'network.group.alreadyInvited')
  await tellWaiting(db, [userId])
}

/** Marks a pending request answered, once: 409 when it was answered meanwhile. */
async function settle(tx: Database, id: number, status: GroupRequestStatus, decidedBy: number) {
  const [settled] = await tx
    .update(chatGroupRequests)
    .set({ status, decidedBy, decidedAt: new Date() })
    .where(and(eq(chatGroupRequests.id, id), eq(chatGroupRequests.status, 'pending')))
    .returning({ id: chatGroupRequests.id })
  if (!settled) throw new ApiError(409, NetworkCode.notPending, 'network.exchange.notPending')
}

/** network/group/invitation/accept or /decline: the invitee's answer; accepting joins (within both limits). */
export async function answerInvitation(
  db: Database,
  lang: Lang,
  userId: number,
  groupId: number,
  accept: boolean,
): Promise<GroupDetail> {
  await groupOf(db, groupId)
  const id = await pendingRequest(db, groupId, userId, 'invitation')
  if (!id) throw new ApiError(409, NetworkCode.notPending, 'network.exchange.notPending')
  await db.transaction(async (tx) => {
    await settle(tx, id, accept ? 'approved' : 'declined', userId)
    if (accept) await join(tx, groupId, userId)
  })
  await tellWaiting(db, [userId])
  return groupDetail(db, lang, userId, groupId)
}

/** network/group/request/approve or /decline (the owner): approving joins the applicant, within both limits. */
export async function decideApplication(db: Database, ownerId: number, requestId: number, approve: boolean) {
  const [request] = await db.select().from(chatGroupRequests).where(eq(chatGroupRequests.id, requestId))
  if (!request || request.kind !== 'application') throw notFound()
  await ownedGroup(db, ownerId, request.groupId)
  await db.transaction(async (tx) => {
    await settle(tx, requestId, approve ? 'approved' : 'declined', ownerId)
    if (approve) await join(tx, request.groupId, request.userId)
  })
  await tellWaiting(db, [ownerId])
}

async function requestPage(
  db: Database,
  lang: Lang,
  where: SQL | undefined,
  page: PageQuery,
): Promise<Page<GroupRequest>> {
  const found = await pageOf(
    page,
    db
      .select({
        id: chatGroupRequests.id,
        groupId: chatGroupRequests.groupId,
        groupName: pick(lang, projectGroups.nameZh, projectGroups.nameEn),
        kind: chatGroupRequests.kind,
        status: chatGroupRequests.status,
        userId: chatGroupRequests.userId,
        invitedBy: chatGroupRequests.invitedBy,
        message: chatGroupRequests.message,
        createdAt: chatGroupRequests.createdAt,
      })
      .from(chatGroupRequests)
      .innerJoin(projectGroups, eq(projectGroups.id, chatGroupRequests.groupId))
      .where(where)
      .orderBy(asc(chatGroupRequests.createdAt), asc(chatGroupRequests.id)),
    db.$count(chatGroupRequests, where),
  )
  // An invitation shows who invited; an application who applied.
  const personOf = (row: { kind: string; userId: number; invitedBy: number | null }) =>
    row.kind === 'invitation' ? (row.invitedBy ?? row.userId) : row.userId
  const briefs = await briefsOf(db, lang, found.list.map(personOf))
  return {
    ...found,
    list: found.list.map((row) => ({
      id: row.id,
      groupId: row.groupId,
      groupName: row.groupName,
      kind: row.kind as GroupRequestKind,
      status: row.status as GroupRequestStatus,
      person: briefOf(briefs, personOf(row)),
      message: row.message,
      createdAt: row.createdAt.getTime(),
    })),
  }
}

/** network/group/requests (the owner): the applications waiting, oldest first. */
export async function listApplications(db: Database, lang: Lang, ownerId: number, groupId: number, page: PageQuery) {
  await ownedGroup(db, ownerId, groupId)
  return requestPage(
    db,
    lang,
    and(
      eq(chatGroupRequests.groupId, groupId),
      eq(chatGroupRequests.kind, 'application'),
      eq(chatGroupRequests.status, 'pending'),
    ),
    page,
  )
}

/** network/group/invitations: the invitations waiting for the user. */
export const listInvitations = (db: Database, lang: Lang, userId: number, page: PageQuery) =>
  requestPage(
    db,
    lang,
    and(
      eq(chatGroupRequests.userId, userId),
      eq(chatGroupRequests.kind, 'invitation'),
      eq(chatGroupRequests.status, 'pending'),
    ),
    page,
  )

/** network/group/members (members only): the owner and the leader first, then by when they joined. */
export async function listMembers(
  db: Database,
  lang: Lang,
  viewerId: number,
  groupId: number,
  page: PageQuery,
): Promise<Page<GroupMember>> {
  const group = await groupOf(db, groupId)
  if (!(await isMember(db, groupId, viewerId)))
    throw new ApiError(403, NetworkCode.membersOnly, 'network.group.membersOnly')
  const where = eq(chatGroupMembers.groupId, groupId)
  const found = await pageOf(
    page,
    db
      .select({ userId: chatGroupMembers.userId, joinedAt: chatGroupMembers.joinedAt })
      .from(chatGroupMembers)
      .where(where)
      .orderBy(
        sql`case ${chatGroupMembers.userId} when ${group.ownerId ?? 0} then 0 when ${group.leaderId ?? 0} then 1 else 2 end`,
        asc(chatGroupMembers.joinedAt),
        asc(chatGroupMembers.userId),
      ),
    db.$count(chatGroupMembers, where),
  )
  const briefs = await briefsOf(
    db,
    lang,
    found.list.map((row) => row.userId),
  )
  const owner = group.ownerId === viewerId
  return {
    ...found,
    list: found.list.map((row) => {
      const role = roleOf(group, row.userId)
      return {
        person: briefOf(briefs, row.userId),
        role,
        joinedAt: row.joinedAt.getTime(),
        removable: owner && role === 'member',
      }
    }),
  }
}

/** network/group/member/remove (the owner): never the owner or the project leader. */
export async function removeMember(db: Database, ownerId: number, groupId: number, userId: number): Promise<void> {
  const group = await ownedGroup(db, ownerId, groupId)
  if (userId === group.ownerId || userId === group.leaderId)
    throw new ApiError(403, NetworkCode.cannotRemove, 'network.group.cannotRemove')
  await db.transaction((tx) => leave(tx, groupId, userId, 'network.system.removed'))
}

/** network/group/leave: the owner hands the group over first. */
export async function leaveGroup(db: Database, userId: number, groupId: number): Promise<void> {
  const group = await groupOf(db, groupId)
  if (group.ownerId === userId) throw new ApiError(409, NetworkCode.ownerOnly, 'network.group.ownerLeaves')
  await db.transaction((tx) => leave(tx, groupId, userId, 'network.system.left'))
}

/** network/group/notice (the owner): publishes the notice ('' takes it down); members see a system line. */
export async function publishNotice(db: Database, ownerId: number, groupId: number, notice: string): Promise<void> {
  await ownedGroup(db, ownerId, groupId)
  const text = notice.trim()
  await db.transaction(async (tx) => {
    await tx
      .update(projectGroups)
      .set({ notice: text, noticeAt: text ? new Date() : null })
      .where(eq(projectGroups.id, groupId))
    if (text) await storeSystemLine(tx, groupKey(groupId), { key: 'network.system.notice', userId: ownerId })
  })
}

/** network/group/edit (the owner): a new name (both languages) or avatar. */
export async function editGroup(db: Database, ownerId: number, form: GroupEditForm): Promise<void> {
  await ownedGroup(db, ownerId, form.groupId)
  const name = form.name?.trim()
  if (form.name !== undefined && !name) throw fieldRefused('name', 'required')
  await checkPicture(db, ownerId, 'avatar', form.avatar)
  if (!name && !form.avatar) return
  await db.transaction(async (tx) => {
    await tx
      .update(projectGroups)
      .set({ ...(name ? { nameZh: name, nameEn: name } : {}), ...(form.avatar ? { avatar: form.avatar } : {}) })
      .where(eq(projectGroups.id, form.groupId))
    await storeSystemLine(tx, groupKey(form.groupId), { key: 'network.system.renamed', userId: ownerId })
  })
}

/** network/group/owner (the owner or the project leader): hands the group to another member. */
export async function setOwner(db: Database, actorId: number, groupId: number, userId: number): Promise<void> {
  const group = await groupOf(db, groupId)
  if (group.ownerId !== actorId && group.leaderId !== actorId) throw refusals.ownerOnly()
  if (!(await isMember(db, groupId, userId))) throw refusals.ownerCandidate('userId')
  await db.transaction(async (tx) => {
    await tx.update(projectGroups).set({ ownerId: userId }).where(eq(projectGroups.id, groupId))
    await storeSystemLine(tx, groupKey(groupId), { key: 'network.system.owner', userId })
  })
}

/** network/groups/mine: the groups the user is in, with their role and unread count, most recently joined first. */
export async function myGroups(db: Database, lang: Lang, userId: number): Promise<MyGroup[]> {
  const rows = await groupsFrom(db, lang)
    .innerJoin(chatGroupMembers, eq(chatGroupMembers.groupId, projectGroups.id))
    .where(eq(chatGroupMembers.userId, userId))
    .orderBy(desc(chatGroupMembers.joinedAt), desc(projectGroups.id))
  if (rows.length === 0) return []
  const roles = await db
    .select({ id: projectGroups.id, ownerId: projectGroups.ownerId, leaderId: projectGroups.leaderId })
    .from(projectGroups)
    .where(
      inArray(
        projectGroups.id,
        rows.map((row) => row.id),
      ),
    )
  const roleById = new Map(roles.map((group) => [group.id, roleOf(group, userId)]))
  const unread = await unreadCounts(
    db,
    userId,
    rows.map((row) => groupKey(row.id)),
  )
  return rows.map((row) => ({
    ...listed(row),
    role: roleById.get(row.id) ?? 'member',
    conversation: groupKey(row.id),
    unread: unread.get(groupKey(row.id)) ?? 0,
  }))
}
