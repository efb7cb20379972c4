import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { channelSender, localCodeSender } from './code-sender'
import { requireSession } from './guard'
import {
  codesPerAddressHourFromEnv,
  issueLoginCode,
  loginWithCode,
  normalizeAccount,
  type LoginDeps,
} from './login-codes'
import { toProfile } from './users.service'
import { bindWeChatPhone, loginWithWeChatCode } from './wechat-login'
import { miniProgramClientFromEnv } from './wechat-mini-program'
import {
  CodeLogin,
  LoginCodeRequest,
  WeChatCode,
  type LoginResult,
  type SendLoginCodeResult,
} from '../../../src/contract/account'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { langOf } from '../platform/lang'
import { runModeOf } from '../platform/mode'

export interface LoginRouteOptions {
  db: Database
  /** Replaced in tests: a capturing sender, a movable clock, a fake WeChat; WeChat defaults to the environment's. */
  deps?: Partial<LoginDeps>
}

/** /user-central/login: one-time code by SMS or email, then a session (seed 001: login method switch). */
export const loginRoutes: FastifyPluginAsyncTypebox<LoginRouteOptions> = async (app, { db, deps: given }) => {
  const deps: LoginDeps = {
    // Without a sender from main.ts, codes are printed locally and refused in production (never printed there).
    sender: given?.sender ?? (runModeOf(process.env) === 'local' ? localCodeSender : channelSender({})),
    now: given?.now ?? (() => new Date()),
    miniProgram: given?.miniProgram ?? miniProgramClientFromEnv(process.env),
    codesPerAddressHour: given?.codesPerAddressHour ?? codesPerAddressHourFromEnv(process.env),
  }

  app.post('/sendCode', { schema: { body: LoginCodeRequest } }, async (request) => {
    const { method, account } = request.body
    const result: SendLoginCodeResult = await issueLoginCode(
      db,
      deps,
      method,
      normalizeAccount(method, account),
      langOf(request),
      request.ip,
    )
    return ok(result)
  })

  app.post('/byCode', { schema: { body: CodeLogin } }, async (request) => {
    const { method, account, code } = request.body
    const { user, token } = await loginWithCode(db, deps, method, normalizeAccount(method, account), code)
    const result: LoginResult = { token, profile: toProfile(user) }
    return ok(result)
  })

  // Mini program login; the answer is the same as byCode's (our token and the profile), never WeChat's session_key.
  app.post('/byWechatCode', { schema: { body: WeChatCode } }, async (request) => {
    const { user, token } = await loginWithWeChatCode(db, deps.miniProgram, request.body.code)
    const result: LoginResult = { token, profile: toProfile(user) }
    return ok(result)
  })

  // The token in the answer replaces the client's: it changes when the mobile already had an account.
  app.post('/bindWechatPhone', { schema: { body: WeChatCode } }, async (request) => {
    const session = await requireSession(db, request)
    const { user, token } = await bindWeChatPhone(db, deps.miniProgram, session, request.body.code)
    const result: LoginResult = { token, profile: toProfile(user) }
    return ok(result)
  })
}
