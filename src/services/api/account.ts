import type {
  FeedbackForm,
  HealthDeclarationBody,
  LoginMethod,
  MineList,
  PasswordChange,
  RealNameSubmission,
  UserSettingChange,
} from '@/contract/account'
import { health, login, mine, mineListKinds, realName, session, settings } from '@/contract/account.endpoints'
import { endpointCaller } from './service'
import type { HttpClient } from '../http/types'

/** Login and session, the profile, real-name verification, settings and what the user kept and sent. */
export function createAccountApi(http: HttpClient) {
  const call = endpointCaller(http)
  return {
    /** No loading indicator: the button counts down instead. */
    sendLoginCode: (method: LoginMethod, account: string) => call(login.sendCode, { method, account }),
    loginByCode: (method: LoginMethod, account: string, code: string) =>
      call(login.byCode, { method, account, code }, true),
    loginByWechatCode: (code: string) => call(login.byWechatCode, { code }, true),
    bindWechatPhone: (code: string) => call(login.bindWechatPhone, { code }, true),
    declareHealth: (body: HealthDeclarationBody) => call(health.declare, body, true),
    logout: () => call(session.logout),
    logoutAll: () => call(session.logoutAll),
    userInfo: () => call(session.userInfo),

    submitRealName: (form: RealNameSubmission) => call(realName.submit, form, true),

    userSetting: () => call(settings.info),
    updateUserSetting: (change: UserSettingChange) => call(settings.update, change),
    updatePassword: (change: PasswordChange) => call(settings.updatePassword, change, true),
    bindEmail: (email: string, code: string) => call(settings.bindEmail, { email, code }, true),
    addFeedback: (form: FeedbackForm) => call(settings.addFeedback, form, true),

    mineInfo: () => call(mine.info),
    mineKinds: (list: MineList) => call(mineListKinds[list], undefined, true),
  }
}
