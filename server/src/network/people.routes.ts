import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  cardCode,
  cardStatus,
  decideExchange,
  listExchanges,
  requestExchange,
  saveCard,
  scanToExchange,
} from './cards.service'
import { listFollows, listVisitors, toggleFollow } from './people.service'
import { PageQuery } from '../../../src/contract/common'
import {
  CardForm,
  ExchangeDecision,
  ExchangeListQuery,
  ExchangeRequestForm,
  FollowForm,
  ScanForm,
  VisitorQuery,
} from '../../../src/contract/network'
import { requireUser } from '../account/guard'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { fieldError } from '../platform/validation-message'
import type { RegistrationDeps } from '../registration/deps'

/**
 * /user-central: the signed-in user's business card (userBusinessCardApply/add and getStatus) and its code, card
 * exchanges, who viewed their card or booth, whom they follow and who follows them.
 */
export const networkPeopleRoutes: FastifyPluginAsyncTypebox<{
  db: Database
  clock: Clock
  registration: RegistrationDeps
}> = async (app, { db, clock, registration }) => {
  app.setSchemaErrorFormatter(fieldError)

  app.post('/userBusinessCardApply/add', { schema: { body: CardForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await saveCard(db, langOf(request), user, request.body))
  })

  app.get('/userBusinessCardApply/getStatus', async (request) => {
    const user = await requireUser(db, request)
    return ok(await cardStatus(db, langOf(request), user.id))
  })

  app.get('/network/card/code', async (request) => {
    const user = await requireUser(db, request)
    return ok(await cardCode(db, registration, user.id))
  })

  app.post('/network/exchange/request', { schema: { body: ExchangeRequestForm } }, async (request) => {
    const user = await requireUser(db, request)
    const { userId, ...options } = request.body
    return ok(await requestExchange(db, user, userId, { ...options, now: clock() }))
  })

  app.post('/network/exchange/scan', { schema: { body: ScanForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await scanToExchange(db, registration, langOf(request), user, request.body.code, clock()))
  })

  app.post('/network/exchange/accept', { schema: { body: ExchangeDecision } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await decideExchange(db, user, request.body.id, 'accepted', clock()))
  })

  app.post('/network/exchange/decline', { schema: { body: ExchangeDecision } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await decideExchange(db, user, request.body.id, 'declined', clock()))
  })

  app.get('/network/exchange/list', { schema: { querystring: ExchangeListQuery } }, async (request) => {
    const user = await requireUser(db, request)
    const { pageNum, pageSize, ...filter } = request.query
    return ok(await listExchanges(db, langOf(request), user.id, filter, { pageNum, pageSize }))
  })

  app.get('/network/visitors', { schema: { querystring: VisitorQuery } }, async (request) => {
    const user = await requireUser(db, request)
    const { kind, ...page } = request.query
    return ok(await listVisitors(db, langOf(request), user.id, kind, page, clock()))
  })

  app.post('/network/follow', { schema: { body: FollowForm } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await toggleFollow(db, user.id, request.body.userId))
  })

  app.get('/network/fans', { schema: { querystring: PageQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await listFollows(db, langOf(request), user.id, 'fans', request.query))
  })

  app.get('/network/following', { schema: { querystring: PageQuery } }, async (request) => {
    const user = await requireUser(db, request)
    return ok(await listFollows(db, langOf(request), user.id, 'following', request.query))
  })
}
