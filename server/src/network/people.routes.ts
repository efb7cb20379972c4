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
import { PageOf, PageQuery } from '../../../src/contract/common'
import {
  CardCode,
  CardForm,
  CardStatus,
  ExchangeDecision,
  ExchangeItem,
  ExchangeListQuery,
  ExchangeRequestForm,
  ExchangeStatus,
  FanItem,
  FollowForm,
  FollowState,
  OwnCard,
  ScanForm,
  ScanResult,
  Visitor,
  VisitorQuery,
} from '../../../src/contract/network'
import { cards, people } from '../../../src/contract/network.endpoints'
import { userOf } from '../account'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import type { Clock } from '../platform/fair-clock'
import { langOf } from '../platform/lang'
import { fieldError } from '../platform/validation-message'
import type { RegistrationDeps } from '../registration'

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

  serve(app, cards.save, { request: CardForm, response: OwnCard }, async (form, request) =>
    saveCard(db, langOf(request), userOf(request), form),
  )

  serve(app, cards.status, { response: CardStatus }, async (_, request) =>
    cardStatus(db, langOf(request), userOf(request).id),
  )

  serve(app, cards.code, { response: CardCode }, async (_, request) => cardCode(db, registration, userOf(request).id))

  serve(
    app,
    cards.requestExchange,
    { request: ExchangeRequestForm, response: ExchangeStatus },
    async (form, request) => {
      const { userId, ...options } = form
      return requestExchange(db, userOf(request), userId, { ...options, now: clock() })
    },
  )

  serve(app, cards.scanToExchange, { request: ScanForm, response: ScanResult }, async ({ code }, request) =>
    scanToExchange(db, registration, langOf(request), userOf(request), code, clock()),
  )

  serve(app, cards.acceptExchange, { request: ExchangeDecision, response: ExchangeStatus }, async ({ id }, request) =>
    decideExchange(db, userOf(request), id, 'accepted', clock()),
  )

  serve(app, cards.declineExchange, { request: ExchangeDecision, response: ExchangeStatus }, async ({ id }, request) =>
    decideExchange(db, userOf(request), id, 'declined', clock()),
  )

  serve(
    app,
    cards.exchanges,
    { request: ExchangeListQuery, response: PageOf(ExchangeItem) },
    async (query, request) => {
      const { pageNum, pageSize, ...filter } = query
      return listExchanges(db, langOf(request), userOf(request).id, filter, { pageNum, pageSize })
    },
  )

  serve(app, people.visitors, { request: VisitorQuery, response: PageOf(Visitor) }, async (query, request) => {
    const { kind, ...page } = query
    return listVisitors(db, langOf(request), userOf(request).id, kind, page, clock())
  })

  serve(app, people.follow, { request: FollowForm, response: FollowState }, async ({ userId }, request) =>
    toggleFollow(db, userOf(request).id, userId),
  )

  serve(app, people.fans, { request: PageQuery, response: PageOf(FanItem) }, async (page, request) =>
    listFollows(db, langOf(request), userOf(request).id, 'fans', page),
  )

  serve(app, people.following, { request: PageQuery, response: PageOf(FanItem) }, async (page, request) =>
    listFollows(db, langOf(request), userOf(request).id, 'following', page),
  )
}
