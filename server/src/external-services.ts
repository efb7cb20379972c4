import { codeSendingFromEnv } from './account/code-sender'
import type { LoginDeps } from './account/login-codes'
import {
  localMiniProgramClient,
  miniProgramClientFromEnv,
  unconfiguredMiniProgramClient,
} from './account/wechat-mini-program'
import type { RunMode } from './platform/mode'
import { jsSdkDepsFromEnv, type JsSdkDeps } from './share/js-sdk'

export interface ExternalServices {
  login: Pick<LoginDeps, 'sender' | 'miniProgram'>
  wechat: JsSdkDeps
  /** What main.ts prints at start: per service, the real one, the local stand-in, or why it is unavailable. */
  report: string[]
}

/** The outside services of the environment; stand-ins only in local mode, "not configured" in production. */
export async function externalServicesFromEnv(env: NodeJS.ProcessEnv, mode: RunMode): Promise<ExternalServices> {
  const codes = await codeSendingFromEnv(env, mode)
  const miniProgram = miniProgramClientFromEnv(env, mode)
  const report = [...codes.report]
  report.push(
    miniProgram === localMiniProgramClient
      ? 'WeChat mini program login: local stand-in (made-up openids and phone numbers, which never join an existing account)'
      : miniProgram === unconfiguredMiniProgramClient
        ? 'WeChat mini program login: unavailable, set WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET'
        : 'WeChat mini program login: WeChat (WECHAT_MINI_APP_ID)',
  )
  const realTickets = Boolean(env.WECHAT_APP_ID && env.WECHAT_APP_SECRET)
  report.push(
    realTickets
      ? 'WeChat share signing: WeChat tickets (WECHAT_APP_ID)'
      : mode === 'local'
        ? 'WeChat share signing: local stand-in ticket (signatures WeChat will not accept)'
        : 'WeChat share signing: unavailable, set WECHAT_APP_ID and WECHAT_APP_SECRET',
  )
  report.push(
    env.WECHAT_MINI_APP_ID && env.WECHAT_MINI_APP_SECRET
      ? 'WeChat mini program codes and open tag: WeChat (WECHAT_MINI_APP_ID, WECHAT_MINI_ORIGINAL_ID)'
      : mode === 'local'
        ? 'WeChat mini program codes and open tag: local stand-in (plain QR codes of the H5 address, a made-up original id)'
        : 'WeChat mini program codes and open tag: unavailable, set WECHAT_MINI_APP_ID, WECHAT_MINI_APP_SECRET and WECHAT_MINI_ORIGINAL_ID',
  )
  if (!env.ID_HASH_KEY) {
    report.push(
      mode === 'local'
        ? 'ID numbers: hashed with a local key kept beside the data (set ID_HASH_KEY in production)'
        : 'real-name verification: unavailable, set ID_HASH_KEY',
    )
  }
  return { login: { sender: codes.sender, miniProgram }, wechat: jsSdkDepsFromEnv(env, mode), report }
}
