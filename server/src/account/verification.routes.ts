import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { userOf } from './guard'
import { getRealNameInfo, submitRealName, type OwnPictures } from './verification.service'
import { RealNameInfo, RealNameSubmission } from '../../../src/contract/account'
import { realName } from '../../../src/contract/account.endpoints'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'

/** /user-central/userRealName: the signed-in user's real-name verification (review is the operator command's). */
export const verificationRoutes: FastifyPluginAsyncTypebox<{ db: Database; ownPictures: OwnPictures }> = async (
  app,
  { db, ownPictures },
) => {
  serve(app, realName.info, { response: RealNameInfo }, async (_, request) => getRealNameInfo(db, userOf(request)))

  serve(app, realName.submit, { request: RealNameSubmission, response: RealNameInfo }, async (form, request) =>
    submitRealName(db, userOf(request), form, ownPictures),
  )
}
