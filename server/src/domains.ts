import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accountDomain } from './account'
import type { LoginDeps } from './account/login-codes'
import type { OwnPictures } from './account/verification.service'
import { cityDomain } from './city'
import { collectibleDomain } from './collectible'
import { contentDomain } from './content'
import { engagementDomain } from './engagement'
import type { ContentExists } from './engagement/collects.service'
import { enterpriseDomain } from './enterprise'
import type { EnterpriseHoldings } from './enterprise/enterprises.service'
import { exhibitionDomain } from './exhibition'
import { fairDomain } from './fair'
import { filesDomain } from './files'
import { mediaDomain } from './media'
import { meetingDomain } from './meeting'
import { mineDomain } from './mine'
import { networkDomain } from './network'
import type { Database } from './platform/connect'
import type { Clock } from './platform/fair-clock'
import { systemRoutes } from './platform/system.routes'
import { pointsDomain } from './points'
import type { HasMeetingSignUp } from './points/service'
import { registrationDomain } from './registration'
import type { RegistrationDeps } from './registration/deps'
import { searchDomain } from './search'
import { shareDomain } from './share'
import type { JsSdkDeps } from './share/js-sdk'

/** What every domain's routes are given; each takes the parts it needs. */
export interface DomainDeps {
  db: Database
  login?: Partial<LoginDeps>
  wechat: JsSdkDeps
  clock: Clock
  registration: RegistrationDeps
  /** Whether a liked, collected or followed item exists, over every domain's content (mine/content-kinds.ts). */
  contentExists: ContentExists
  /** Whether a person holds a meeting sign-up, for the points of action 38 (meeting/sign-ups.service.ts). */
  hasMeetingSignUp: HasMeetingSignUp
  /** An enterprise's projects and booths, counted by content and exhibition for the enterprise pages. */
  enterpriseHoldings: EnterpriseHoldings
  /** Whether pictures are the user's own uploads, for the real-name material (registration/registrations.service.ts). */
  ownPictures: OwnPictures
}

/**
 * Every domain as one plugin under its name (an area `MAINTENANCE_AREAS` may close), bottom layer first (SERVER_LAYERS
 * in eslint.config.mjs); app.ts registers each with the dependencies, and a domain whose routes need something
 * DomainDeps lacks fails to compile here.
 */
export const DOMAINS: Record<string, FastifyPluginAsyncTypebox<DomainDeps>> = {
  system: systemRoutes,
  account: accountDomain,
  city: cityDomain,
  collectible: collectibleDomain,
  engagement: engagementDomain,
  points: pointsDomain,
  enterprise: enterpriseDomain,
  fair: fairDomain,
  share: shareDomain,
  exhibition: exhibitionDomain,
  registration: registrationDomain,
  files: filesDomain,
  meeting: meetingDomain,
  media: mediaDomain,
  content: contentDomain,
  network: networkDomain,
  mine: mineDomain,
  search: searchDomain,
}
