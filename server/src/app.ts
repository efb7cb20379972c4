import { AjvCompiler } from '@fastify/ajv-compiler'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { endpointAccess } from './account/guard'
import type { LoginDeps } from './account/login-codes'
import { projectCountOf } from './content/projects.service'
import { DOMAINS, type DomainDeps } from './domains'
import { boothCountOf, firstBoothOf } from './exhibition/service'
import { hasAnySignUp } from './meeting/sign-ups.service'
import * as messages from './messages'
import { contentExists } from './mine/content-kinds'
import { operatorRoutes } from './operator/routes'
import { answerCache } from './platform/answer-cache'
import { answerCompression } from './platform/compression'
import type { Database } from './platform/connect'
import { loggableError } from './platform/db-errors'
import { ApiError } from './platform/envelope'
import { publicEtags } from './platform/etags'
import { realClock, type Clock } from './platform/fair-clock'
import { inputProblem } from './platform/input-text'
import { langOf } from './platform/lang'
import { closeForMaintenance, maintenanceFromEnv } from './platform/maintenance'
import { loadMessages, messageText } from './platform/messages'
import { runModeOf } from './platform/mode'
import { AnswerLog } from './platform/request-log'
import { securityHeaders } from './platform/security-headers'
import type { TrustProxy } from './platform/trust-proxy'
import { describeValidation } from './platform/validation-message'
import { appShellSender, staticOptions } from './platform/web'
import { writeLimits, writeLimitsFromEnv, type WriteLimits } from './platform/write-limits'
import { registrationDepsFromEnv, type RegistrationDeps } from './registration/deps'
import { areOwnPictures } from './registration/registrations.service'
import { jsSdkDepsFromEnv, type JsSdkDeps } from './share/js-sdk'

// Whatever builds an app answers in every domain's words.
loadMessages(messages)

export interface AppOptions {
  db: Database
  /** The H5 build to serve with history fallback; omitted in tests and API-only deployments. */
  staticDir?: string
  logger?: FastifyServerOptions['logger']
  /** How login codes are sent and the clock they expire by; defaults print codes to stdout and use real time. */
  login?: Partial<LoginDeps>
  /** WeChat JS-SDK signing; defaults to the environment's (a fixed ticket locally, none in production). */
  wechat?: JsSdkDeps
  /** The proxies whose X-Forwarded-For names the client (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy
  /** Writes per minute per session and per address; defaults to WRITE_LIMIT_PER_USER / _PER_ADDRESS or their defaults. */
  writeLimits?: WriteLimits
  /** Other origins that may frame the app (APP_ORIGINS). */
  appOrigins?: string[]
  /** The H5 build draws Tencent's web map (it was built with TARO_APP_MAP_KEY): the CSP lets its hosts in. */
  tencentMap?: boolean
  /** The programme's clock (meeting status and deadlines); real time by default. */
  clock?: Clock
  /** Badge signing and the upload store; by default the environment's, with a throw-away folder locally. */
  registration?: RegistrationDeps
  /** The areas (domain names) closed for maintenance: their routes answer 503 in the caller's language. */
  maintenance?: ReadonlySet<string>
}

/** Fastify's own 4xx codes that are about the request body, with the message each gets. */
const CLIENT_ERRORS: Record<string, 'badJson' | 'unsupportedMediaType' | 'payloadTooLarge'> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'badJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
}

/** Every failure as an envelope in the request's language; an unexpected one is logged without its data. */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(request)
  if (error instanceof ApiError) {
    return reply.status(error.httpStatus).send({ code: error.code, msg: error.text(lang), data: error.data })
  }
  if (error.validation) {
    return reply
      .status(400)
      .send({ code: 400, msg: describeValidation(error.validation, error.validationContext, lang), data: null })
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .send({ code: status, msg: messageText(CLIENT_ERRORS[error.code] ?? 'badRequest', lang), data: null })
  }
  request.log.error({ err: loggableError(error) }, 'unhandled error')
  return reply.status(500).send({ code: 500, msg: messageText('serverError', lang), data: null })
}

// One validator compiler per process: apps built in one process (a test lane builds one per file) compile each route's
// schema once, not once per app.
const schemaController = { compilersFactory: { buildValidator: AjvCompiler() } }

/** The operator API (operatorRoutes under /operator), for the loopback listener main.ts starts. */
export function buildOperatorApp({
  db,
  token,
  logger = false,
  clock = realClock,
}: {
  db: Database
  token: string
  logger?: FastifyServerOptions['logger']
  /** The fair's clock registration reviews are recorded by (the API's own). */
  clock?: Clock
}) {
  const app = Fastify({
    logger,
    logController: new AnswerLog(),
    schemaController,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>()
  app.setErrorHandler(answerError)
  app.register(operatorRoutes, { db, token, clock, prefix: '/operator' })
  return app
}

/** The API (and optionally the H5 app) without listening, so tests can use `inject`. */
export function buildApp({
  db,
  staticDir,
  logger = false,
  login,
  wechat = jsSdkDepsFromEnv(process.env),
  trustProxy = false,
  writeLimits: limits = writeLimitsFromEnv(process.env),
  appOrigins = [],
  tencentMap = Boolean(process.env.TARO_APP_MAP_KEY),
  clock = realClock,
  registration = registrationDepsFromEnv(process.env, runModeOf(process.env), null).deps,
  maintenance = maintenanceFromEnv(process.env, Object.keys(DOMAINS)),
}: AppOptions) {
  const app = Fastify({
    logger,
    logController: new AnswerLog(),
    schemaController,
    bodyLimit: 256 * 1024,
    trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>()
  app.register(securityHeaders, { appOrigins, tencentMap })
  app.register(answerCache)
  app.register(publicEtags)
  app.register(writeLimits, { db, limits })
  app.register(endpointAccess, { db })

  // An empty JSON body (a POST with no data) reads as no body, so optional-only bodies take their defaults.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    if (text.trim() === '') return done(null, undefined)
    return parseJson(request, text, done)
  })
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined) request.body = {}
    // PostgreSQL refuses NUL and lone surrogates in text, and no field has a use for other control characters or
    // for data nested deeper than any form: refused up front.
    const problem = inputProblem(request.body) ?? inputProblem(request.query)
    if (problem) throw new ApiError(400, 400, problem)
  })

  app.setErrorHandler(answerError)

  const sendAppShell = staticDir ? appShellSender(staticDir, app) : async () => false
  app.setNotFoundHandler(async (request, reply) => {
    if (await sendAppShell(request, reply)) return reply
    return reply.status(404).send({ code: 404, msg: messageText('routeNotFound', langOf(request)), data: null })
  })

  // The API's answers are compressed as they go; the H5 build's files were compressed when built (web.ts).
  app.register(async (api) => {
    await api.register(fastifyCompress, answerCompression)
    // What one domain needs of another reaches it here, as a function the composition names.
    const deps: DomainDeps = {
      db,
      login,
      wechat,
      clock,
      registration,
      contentExists,
      hasMeetingSignUp: hasAnySignUp,
      enterpriseHoldings: { projectCount: projectCountOf, boothCount: boothCountOf, firstBoothId: firstBoothOf },
      ownPictures: areOwnPictures,
    }
    for (const [name, domain] of Object.entries(DOMAINS)) {
      if (!maintenance.has(name)) api.register(domain, deps)
      else
        api.register(async (closed) => {
          closeForMaintenance(closed)
          await closed.register(domain, deps)
        })
    }
  })
  // Registered on the root instance: the fallback in the not-found handler needs reply.sendFile.
  if (staticDir) app.register(fastifyStatic, staticOptions(staticDir))

  return app
}
