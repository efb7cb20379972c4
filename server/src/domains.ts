import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { healthRoutes } from './account/health.routes'
import type { LoginDeps } from './account/login-codes'
import { phoneCodeRoutes } from './account/phone-codes.routes'
import { settingsRoutes } from './account/settings.routes'
import { userCentralRoutes } from './account/user-central.routes'
import { verificationRoutes } from './account/verification.routes'
import { cityCommonRoutes, cityMerchantsRoutes } from './city/routes'
import { collectibleRoutes } from './collectible/routes'
import { catalogueCommonRoutes, catalogueMerchantsRoutes, catalogueUserRoutes } from './content/catalogue.routes'
import { commonClientRoutes } from './content/common.routes'
import { enterpriseProjectRoutes } from './content/enterprise-projects.routes'
import { contentFilterOptionsRoutes } from './content/filter-options.routes'
import { industryCommonRoutes, industryUserRoutes, listingRoutes } from './content/industry.routes'
import { merchantsClientRoutes } from './content/merchants.routes'
import { projectListRoutes } from './content/projects.routes'
import { regionSectionRoutes } from './content/region.routes'
import type { ContentExists } from './engagement/collects.service'
import { engagementCommonRoutes, engagementUserRoutes } from './engagement/routes'
import type { EnterpriseHoldings } from './enterprise/enterprises.service'
import {
  enterpriseCommonRoutes,
  enterpriseMerchantsRoutes,
  enterpriseMineRoutes,
  enterpriseUserRoutes,
} from './enterprise/routes'
import { exhibitionUserRoutes } from './exhibition/booth-views.routes'
import { enterpriseBoothRoutes } from './exhibition/enterprise-booths.routes'
import { exhibitionFilterOptionsRoutes } from './exhibition/filter-options.routes'
import { exhibitionHallRoutes } from './exhibition/halls.routes'
import { exhibitionRoutes } from './exhibition/routes'
import { commerceRoutes } from './fair/commerce.routes'
import { fairConfigRoutes, fairModuleRoutes } from './fair/config.routes'
import { fairGuideRoutes } from './fair/guide.routes'
import { fairInfoRoutes, fairUserRoutes } from './fair/info.routes'
import { vipCommonRoutes, vipUserRoutes } from './fair/vip.routes'
import { fileMapperRoutes } from './files/mapper.routes'
import { filesCommonRoutes, filesStaticRoutes, filesUserRoutes } from './files/routes'
import { mediaFileRoutes, mediaRoutes, mediaWatchRoutes } from './media/routes'
import { programmeRoutes } from './meeting/programme.routes'
import { meetingSignUpRoutes } from './meeting/sign-up.routes'
import { mineRoutes, mineSummaryRoutes } from './mine/routes'
import { networkAgendaRoutes } from './network/agenda.routes'
import { networkChatRoutes } from './network/chat.routes'
import { networkCircleRoutes } from './network/circle.routes'
import { networkCommonRoutes } from './network/common.routes'
import { networkDeskRoutes } from './network/desk.routes'
import { networkGroupRoutes } from './network/groups.routes'
import { networkMatchRoutes } from './network/match.routes'
import { networkPeopleRoutes } from './network/people.routes'
import type { Database } from './platform/connect'
import type { Clock } from './platform/fair-clock'
import { systemRoutes } from './platform/system.routes'
import { pointsRoutes } from './points/routes'
import type { HasMeetingSignUp } from './points/service'
import { registrationCommonRoutes } from './registration/common.routes'
import type { RegistrationDeps } from './registration/deps'
import { registrationGroupRoutes } from './registration/group.routes'
import { projectFormRoutes } from './registration/project-forms.routes'
import { registrationUserRoutes } from './registration/routes'
import { uploadRoutes, uploadServeRoutes } from './registration/uploads.routes'
import { searchRoutes } from './search/routes'
import type { JsSdkDeps } from './share/js-sdk'
import { shareRoutes } from './share/routes'

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
}

interface Mount {
  routes: FastifyPluginAsyncTypebox<DomainDeps>
  /** The backend service the app calls them under (seed 000 section 7); none for files served at the root. */
  prefix?: string
}

const COMMON = '/common-client'
const MERCHANTS = '/merchants-client'
const USER = '/user-central'
const MINE = '/user-central/mine'

/** Every domain's routes and where they are mounted; app.ts registers them all. */
export const DOMAINS: Record<string, Mount[]> = {
  platform: [{ routes: systemRoutes }],
  account: [
    { routes: userCentralRoutes, prefix: USER },
    { routes: verificationRoutes, prefix: USER },
    { routes: settingsRoutes, prefix: USER },
    { routes: healthRoutes, prefix: USER },
    { routes: phoneCodeRoutes, prefix: COMMON },
  ],
  content: [
    // One definition answering under both backend services, as the app calls it.
    { routes: projectListRoutes, prefix: COMMON },
    { routes: projectListRoutes, prefix: MERCHANTS },
    { routes: commonClientRoutes, prefix: COMMON },
    { routes: merchantsClientRoutes, prefix: MERCHANTS },
    { routes: contentFilterOptionsRoutes, prefix: MERCHANTS },
    { routes: catalogueCommonRoutes, prefix: COMMON },
    { routes: catalogueMerchantsRoutes, prefix: MERCHANTS },
    { routes: catalogueUserRoutes, prefix: USER },
    { routes: industryCommonRoutes, prefix: COMMON },
    { routes: industryUserRoutes, prefix: USER },
    { routes: listingRoutes, prefix: MERCHANTS },
    { routes: regionSectionRoutes, prefix: COMMON },
    { routes: enterpriseProjectRoutes, prefix: COMMON },
  ],
  enterprise: [
    { routes: enterpriseCommonRoutes, prefix: COMMON },
    { routes: enterpriseMerchantsRoutes, prefix: MERCHANTS },
    { routes: enterpriseUserRoutes, prefix: USER },
    { routes: enterpriseMineRoutes, prefix: MINE },
  ],
  exhibition: [
    { routes: exhibitionRoutes, prefix: COMMON },
    { routes: exhibitionFilterOptionsRoutes, prefix: COMMON },
    { routes: exhibitionHallRoutes, prefix: COMMON },
    { routes: exhibitionUserRoutes, prefix: USER },
    { routes: enterpriseBoothRoutes, prefix: COMMON },
  ],
  fair: [
    { routes: fairConfigRoutes, prefix: COMMON },
    { routes: fairModuleRoutes, prefix: USER },
    { routes: fairGuideRoutes, prefix: COMMON },
    { routes: fairInfoRoutes, prefix: COMMON },
    { routes: fairUserRoutes, prefix: USER },
    { routes: vipCommonRoutes, prefix: COMMON },
    { routes: vipUserRoutes, prefix: USER },
    { routes: commerceRoutes, prefix: COMMON },
  ],
  media: [
    { routes: mediaRoutes, prefix: COMMON },
    { routes: mediaWatchRoutes, prefix: USER },
    { routes: mediaFileRoutes },
  ],
  city: [
    { routes: cityCommonRoutes, prefix: COMMON },
    { routes: cityMerchantsRoutes, prefix: MERCHANTS },
  ],
  meeting: [
    { routes: programmeRoutes, prefix: COMMON },
    { routes: meetingSignUpRoutes, prefix: USER },
  ],
  network: [
    { routes: networkCommonRoutes, prefix: COMMON },
    { routes: networkPeopleRoutes, prefix: USER },
    { routes: networkGroupRoutes, prefix: USER },
    // Mounted once: it serves the chat socket, which takes the server's upgrade requests.
    { routes: networkChatRoutes, prefix: USER },
    { routes: networkCircleRoutes, prefix: USER },
    { routes: networkMatchRoutes, prefix: USER },
    { routes: networkDeskRoutes, prefix: USER },
    { routes: networkAgendaRoutes, prefix: USER },
  ],
  search: [{ routes: searchRoutes, prefix: COMMON }],
  points: [{ routes: pointsRoutes, prefix: USER }],
  collectible: [{ routes: collectibleRoutes, prefix: '/collectible' }],
  files: [
    { routes: filesCommonRoutes, prefix: COMMON },
    { routes: filesUserRoutes, prefix: USER },
    { routes: filesStaticRoutes },
    { routes: fileMapperRoutes, prefix: COMMON },
  ],
  engagement: [
    { routes: engagementCommonRoutes, prefix: COMMON },
    { routes: engagementUserRoutes, prefix: USER },
  ],
  share: [{ routes: shareRoutes, prefix: USER }],
  mine: [
    { routes: mineRoutes, prefix: MINE },
    { routes: mineSummaryRoutes, prefix: USER },
  ],
  registration: [
    { routes: registrationUserRoutes, prefix: USER },
    { routes: registrationGroupRoutes, prefix: USER },
    { routes: projectFormRoutes, prefix: USER },
    { routes: registrationCommonRoutes, prefix: COMMON },
    { routes: uploadRoutes, prefix: MERCHANTS },
    { routes: uploadServeRoutes },
  ],
}
