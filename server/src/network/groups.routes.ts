import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  answerInvitation,
  applyToGroup,
  createGroup,
  decideApplication,
  editGroup,
  inviteToGroup,
  leaveGroup,
  listApplications,
  listInvitations,
  listMembers,
  myGroups,
  ownerCandidates,
  publishNotice,
  removeMember,
  setOwner,
} from './groups.service'
import { PageQuery } from '../../../src/contract/common'
import {
  GroupApplyForm,
  GroupCreateForm,
  GroupEditForm,
  GroupIdForm,
  GroupNoticeForm,
  GroupPageQuery,
  GroupPersonForm,
  GroupRequestDecision,
} from '../../../src/contract/network'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { fieldError } from '../platform/validation-message'

/**
 * /user-central/network/group: creating groups, joining (applications to open groups, invitations to private ones),
 * and the owner's rights: approving, inviting, removing members, the notice, name and avatar, handing over.
 */
export const networkGroupRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.setSchemaErrorFormatter(fieldError)

  app.get('/network/groups/mine', async (request) => {
    const user = await requireUser(db, request)
    return ok(await myGroups(db, langOf(request), user.id))
  })

  app.get('/network/group/ownerCandidates', async (request) => {
    const user = await requireUser(db, request)
    return ok(await ownerCandidates(db, langOf(request), user.id))
  })

  app.post('/network/group/create', { schema: { body: GroupCreateForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await createGroup(db, langOf(request), user.id, request.body))
  })

  app.post('/network/group/apply', { schema: { body: GroupApplyForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await applyToGroup(db, langOf(request), user.id, request.body.groupId, request.body.message))
  })

  app.get('/network/group/invitations', { schema: { querystring: PageQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await listInvitations(db, langOf(request), user.id, request.query))
  })

  for (const [path, accept] of [
    ['/network/group/invitation/accept', true],
    ['/network/group/invitation/decline', false],
  ] as const)
    app.post(path, { schema: { body: GroupIdForm } }, async (request) => {
      const user = await requireUser(db, request)
      return ok(await answerInvitation(db, langOf(request), user.id, request.body.groupId, accept))
    })

  app.post('/network/group/leave', { schema: { body: GroupIdForm } }, async (request) => {
    const user = await requireUser(db, request)
    await leaveGroup(db, user.id, request.body.groupId)
    return ok(null)
  })

  app.get('/network/group/members', { schema: { querystring: GroupPageQuery } }, async (request) => {
    const user = await requireUser(db, request)
    const { groupId, ...page } = request.query
    return ok(await listMembers(db, langOf(request), user.id, groupId, page))
  })

  app.get('/network/group/requests', { schema: { querystring: GroupPageQuery } }, async (request) => {
    const user = await requireUser(db, request)
    const { groupId, ...page } = request.query
    return ok(await listApplications(db, langOf(request), user.id, groupId, page))
  })

  for (const [path, approve] of [
    ['/network/group/request/approve', true],
    ['/network/group/request/decline', false],
  ] as const)
    app.post(path, { schema: { body: GroupRequestDecision } }, async (request) => {
      const user = await requireUser(db, request)
      await decideApplication(db, user.id, request.body.id, approve)
      return ok(null)
    })

  app.post('/network/group/invite', { schema: { body: GroupPersonForm } }, async (request) => {
    const user = await requireUser(db, request)
    await inviteToGroup(db, user.id, request.body.groupId, request.body.userId)
    return ok(null)
  })

  app.post('/network/group/member/remove', { schema: { body: GroupPersonForm } }, async (request) => {
    const user = await requireUser(db, request)
    await removeMember(db, user.id, request.body.groupId, request.body.userId)
    return ok(null)
  })

  app.post('/network/group/owner', { schema: { body: GroupPersonForm } }, async (request) => {
    const user = await requireUser(db, request)
    await setOwner(db, user.id, request.body.groupId, request.body.userId)
    return ok(null)
  })

  app.post('/network/group/notice', { schema: { body: GroupNoticeForm } }, async (request) => {
    const user = await requireUser(db, request)
    await publishNotice(db, user.id, request.body.groupId, request.body.notice)
    return ok(null)
  })

  app.post('/network/group/edit', { schema: { body: GroupEditForm } }, async (request) => {
    const user = await requireUser(db, request)
    await editGroup(db, user.id, request.body)
    return ok(null)
  })
}
