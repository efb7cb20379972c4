import { enterpriseCommonRoutes, enterpriseMerchantsRoutes, enterpriseUserRoutes } from './routes'
import { domainRoutes, COMMON, MERCHANTS, USER } from '../platform/domain'

/** The enterprise domain as one plugin: its routes, each under the backend service it answers. */
export const enterpriseDomain = domainRoutes(
  { routes: enterpriseCommonRoutes, prefix: COMMON },
  { routes: enterpriseMerchantsRoutes, prefix: MERCHANTS },
  { routes: enterpriseUserRoutes, prefix: USER },
)

// What the domains above use of this one.
export { enterpriseExists } from './enterprises.service'
export { enterpriseInvitations, enterpriseMembers, enterprises, inquiries, products } from './schema'
export { buildInvestmentInstitutions, enterpriseExtras, productExtras } from './seed'
