import type { LoginResult } from '@/contract/account'

export interface WeChatLoginDeps {
  /** `Taro.login()`: a one-time code for the server's code2session. */
  wxLogin: () => Promise<{ code: string }>
  api: {
    loginByWechatCode(code: string): Promise<LoginResult>
    bindWechatPhone(code: string): Promise<LoginResult>
  }
  /** Whether a session token is stored already. */
  hasSession: () => boolean
  /** Stores the token and profile of a login answer. */
  signIn: (result: LoginResult) => void
}

/** Mini program login: `Taro.login()`'s code goes to the server, which answers with our own token. */
export async function loginWithWeChat(deps: WeChatLoginDeps): Promise<void> {
  const { code } = await deps.wxLogin()
  if (!code) throw new Error('Taro.login gave no code')
  deps.signIn(await deps.api.loginByWechatCode(code))
}

/**
 * The getPhoneNumber button's code binds the user's WeChat mobile, logging in by WeChat first when needed.
 * Returns false (and does nothing) when the user declined to share the number, as WeChat then sends no code.
 */
export async function loginWithWeChatPhone(phoneCode: string | undefined, deps: WeChatLoginDeps): Promise<boolean> {
  if (!phoneCode) return false
  if (!deps.hasSession()) await loginWithWeChat(deps)
  deps.signIn(await deps.api.bindWechatPhone(phoneCode))
  return true
}
