import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { signPage, type JsSdkDeps } from './js-sdk'
import { miniCodesFromEnv, type MiniCodeSource } from './mini-code'
import { PointsAction } from '../../../src/contract/points.codes'
import { QrCodeBody, SharedPage, SignedPage } from '../../../src/contract/share'
import { optionalUser } from '../account/guard'
import { recordEvent } from '../engagement/service'
import type { Database } from '../platform/connect'
import { ok } from '../platform/envelope'
import { recordAction } from '../points/evidence.service'

/**
 * /user-central: the JS-SDK signature for sharing from WeChat's browser and for the open tag that launches the mini
 * program, mini program codes, and share tracking.
 */
export const shareRoutes: FastifyPluginAsyncTypebox<{
  db: Database
  wechat: JsSdkDeps
  miniCodes?: MiniCodeSource
}> = async (app, { db, wechat, miniCodes = miniCodesFromEnv(process.env) }) => {
  app.post('/applet/shareSign', { schema: { body: SignedPage } }, async (request) =>
    ok(await signPage(wechat, request.body.url)),
  )

  app.post('/applet/shareYunZhanSign', { schema: { body: SignedPage } }, async (request) =>
    ok({
      ...(await signPage(wechat, request.body.url)),
      openTagList: ['wx-open-launch-weapp'],
      username: miniCodes.username,
      // The fixed local ticket: WeChat would not accept this signature.
      standIn: wechat.appId === 'local-app-id',
    }),
  )

  app.post('/applet/qrCode', { schema: { body: QrCodeBody } }, async (request) => {
    const { page, scene, url } = request.body
    return ok(await miniCodes.code(page, scene, url))
  })

  for (const [path, eventName] of [
    ['/share/clickHandler', 'share_click'],
    ['/share/shareHandler', 'share_done'],
  ] as const) {
    app.post(path, { schema: { body: SharedPage } }, async (request) => {
      const user = await optionalUser(db, request)
      // The shared address without its query, so no token or personal parameter is kept.
      const page = request.body.url.split(/[?#]/)[0].slice(0, 200)
      await recordEvent(db, user?.id, { eventName, paramName: page })
      // The mini program reports only the tap (it never learns whether the share went through), H5 the completion.
      if (user) await recordAction(db, user.id, PointsAction.dailyShare, `share:${page}`)
      return ok(null)
    })
  }
}
