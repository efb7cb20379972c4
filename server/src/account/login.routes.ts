import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { channelSender, localCodeSender } from './code-sender'
import { sessionOf } from './guard'
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
  LoginResult,
  SendLoginCodeResult,
  WeChatCode,
} from '../../../src/contract/account'
import { login } from '../../../src/contract/account.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
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

  serve(
    app,
    login.sendCode,
    { request: LoginCodeRequest, response: SendLoginCodeResult },
    async ({ method, account }, request) =>
      issueLoginCode(db, deps, method, normalizeAccount(method, account), langOf(request), request.ip),
  )

  serve(app, login.byCode, { request: CodeLogin, response: LoginResult }, async ({ method, account, code }) => {
    const { user, token } = await loginWithCode(db, deps, method, normalizeAccount(method, account), code)
    return { token, profile: toProfile(user) }
  })

  // Mini program login; the answer is the same as byCode's (our token and the profile), never WeChat's session_key.
  serve(app, login.byWechatCode, { request: WeChatCode, response: LoginResult }, async ({ code }) => {
    const { user, token } = await loginWithWeChatCode(db, deps.miniProgram, code)
    return { token, profile: toProfile(user) }
  })

  // The token in the answer replaces the client's: it changes when the mobile already had an account.
  serve(app, login.bindWechatPhone, { request: WeChatCode, response: LoginResult }, async ({ code }, request) => {
    const { user, token } = await bindWeChatPhone(db, deps.miniProgram, sessionOf(request), code)
    return { token, profile: toProfile(user) }
  })
}
