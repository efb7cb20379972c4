import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
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
import { PageOf, PageQuery } from '../../../src/contract/common'
import {
  GroupApplyForm,
  GroupCreateForm,
  GroupDetail,
  GroupEditForm,
  GroupIdForm,
  GroupMember,
  GroupNoticeForm,
  GroupPageQuery,
  GroupPersonForm,
  GroupRequest,
  GroupRequestDecision,
  MyGroup,
  PersonBrief,
} from '../../../src/contract/network'
import { groupChats } from '../../../src/contract/network.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { langOf } from '../platform/lang'
import { fieldError } from '../platform/validation-message'

/**
 * /user-central/network/group: creating groups, joining (applications to open groups, invitations to private ones),
 * and the owner's rights: approving, inviting, removing members, the notice, name and avatar, handing over.
 */
export const networkGroupRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.setSchemaErrorFormatter(fieldError)

  serve(app, groupChats.mine, { response: Type.Array(MyGroup) }, async (_, request) =>
    myGroups(db, langOf(request), userOf(request).id),
  )

  serve(app, groupChats.ownerCandidates, { response: Type.Array(PersonBrief) }, async (_, request) =>
    ownerCandidates(db, langOf(request), userOf(request).id),
  )

  serve(app, groupChats.create, { request: GroupCreateForm, response: GroupDetail }, async (form, request) =>
    createGroup(db, langOf(request), userOf(request).id, form),
  )

  serve(app, groupChats.apply, { request: GroupApplyForm, response: GroupDetail }, async (form, request) =>
    applyToGroup(db, langOf(request), userOf(request).id, form.groupId, form.message),
  )

  serve(app, groupChats.invitations, { request: PageQuery, response: PageOf(GroupRequest) }, async (page, request) =>
    listInvitations(db, langOf(request), userOf(request).id, page),
  )

  for (const [endpoint, accept] of [
    [groupChats.acceptInvitation, true],
    [groupChats.declineInvitation, false],
  ] as const)
    serve(app, endpoint, { request: GroupIdForm, response: GroupDetail }, async ({ groupId }, request) =>
      answerInvitation(db, langOf(request), userOf(request).id, groupId, accept),
    )

  serve(app, groupChats.leave, { request: GroupIdForm, response: Type.Null() }, async ({ groupId }, request) => {
    await leaveGroup(db, userOf(request).id, groupId)
    return null
  })

  serve(app, groupChats.members, { request: GroupPageQuery, response: PageOf(GroupMember) }, async (query, request) => {
    const { groupId, ...page } = query
    return listMembers(db, langOf(request), userOf(request).id, groupId, page)
  })

  serve(
    app,
    groupChats.requests,
    { request: GroupPageQuery, response: PageOf(GroupRequest) },
    async (query, request) => {
      const { groupId, ...page } = query
      return listApplications(db, langOf(request), userOf(request).id, groupId, page)
    },
  )

  for (const [endpoint, approve] of [
    [groupChats.approveRequest, true],
    [groupChats.declineRequest, false],
  ] as const)
    serve(app, endpoint, { request: GroupRequestDecision, response: Type.Null() }, async ({ id }, request) => {
      await decideApplication(db, userOf(request).id, id, approve)
      return null
    })

  serve(app, groupChats.invite, { request: GroupPersonForm, response: Type.Null() }, async (form, request) => {
    await inviteToGroup(db, userOf(request).id, form.groupId, form.userId)
    return null
  })

  serve(app, groupChats.removeMember, { request: GroupPersonForm, response: Type.Null() }, async (form, request) => {
    await removeMember(db, userOf(request).id, form.groupId, form.userId)
    return null
  })

  serve(app, groupChats.setOwner, { request: GroupPersonForm, response: Type.Null() }, async (form, request) => {
    await setOwner(db, userOf(request).id, form.groupId, form.userId)
    return null
  })

  serve(app, groupChats.publishNotice, { request: GroupNoticeForm, response: Type.Null() }, async (form, request) => {
    await publishNotice(db, userOf(request).id, form.groupId, form.notice)
    return null
  })

  serve(app, groupChats.edit, { request: GroupEditForm, response: Type.Null() }, async (form, request) => {
    await editGroup(db, userOf(request).id, form)
    return null
  })
}
