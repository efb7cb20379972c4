import { healthRoutes } from './health.routes'
import { phoneCodeRoutes } from './phone-codes.routes'
import { settingsRoutes } from './settings.routes'
import { userCentralRoutes } from './user-central.routes'
import { verificationRoutes } from './verification.routes'
import { domainRoutes, COMMON, USER } from '../platform/domain'

/** The account domain as one plugin: its routes, each under the backend service it answers. */
export const accountDomain = domainRoutes(
  { routes: userCentralRoutes, prefix: USER },
  { routes: verificationRoutes, prefix: USER },
  { routes: settingsRoutes, prefix: USER },
  { routes: healthRoutes, prefix: USER },
  { routes: phoneCodeRoutes, prefix: COMMON },
)

// What the domains above use of this one.
export { readToken, requireToken, requireUser, userOf } from './guard'
export { isCodeShaped, redeemCode } from './login-codes'
export { realNameSubmissions } from './real-name.schema'
export { userRef, users } from './schema'
export { findSessionUser } from './sessions'
export type { SessionUser } from './sessions'
export { userSettings } from './settings.schema'
export { wechatAccounts } from './wechat.schema'
export {
  adultFromOf,
  approveRealName,
  getSubmission,
  isAdultBy,
  listSubmissions,
  rejectRealName,
} from './verification.service'
export type { OwnPictures } from './verification.service'
