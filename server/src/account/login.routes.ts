import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { channelSender, localCodeSender } from './code-sender'
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
import type { LoginResult, SendLoginCodeResult } from '../../../src/contract/account'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { requireSession } from '../platform/guard'
import { langOf } from '../platform/lang'
import { runModeOf } from '../platform/mode'

const Method = Type.Union([Type.Literal('phone'), Type.Literal('email')])
// Loose on purpose: the format is checked by normalizeAccount, which answers a field-specific message.
const Account = Type.String({ maxLength: 254 })

const SendCodeBody = Type.Object({ method: Method, account: Account })
const ByCodeBody = Type.Object({ method: Method, account: Account, code: Type.String({ maxLength: 32 }) })
/** A one-time code from `Taro.login()` or a getPhoneNumber button. */
const WeChatCodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 128 }) })

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

  app.post('/sendCode', { schema: { body: SendCodeBody } }, async (request) => {
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

  app.post('/byCode', { schema: { body: ByCodeBody } }, async (request) => {
    const { method, account, code } = request.body
    const { user, token } = await loginWithCode(db, deps, method, normalizeAccount(method, account), code)
    const result: LoginResult = { token, profile: toProfile(user) }
    return ok(result)
  })

  // Mini program login; the answer is the same as byCode's (our token and the profile), never WeChat's session_key.
  app.post('/byWechatCode', { schema: { body: WeChatCodeBody } }, async (request) => {
    const { user, token } = await loginWithWeChatCode(db, deps.miniProgram, request.body.code)
    const result: LoginResult = { token, profile: toProfile(user) }
    return ok(result)
  })

  // The token in the answer replaces the client's: it changes when the mobile already had an account.
  app.post('/bindWechatPhone', { schema: { body: WeChatCodeBody } }, async (request) => {
    const session = await requireSession(db, request)
    const { user, token } = await bindWeChatPhone(db, deps.miniProgram, session, request.body.code)
    const result: LoginResult = { token, profile: toProfile(user) }
    return ok(result)
  })
}
