import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { signPage, type JsSdkDeps } from './js-sdk'
import { miniCodesFromEnv, type MiniCodeSource } from './mini-code'
import { PointsAction } from '../../../src/contract/points.codes'
import {
  OpenTagSignature,
  QrCode,
  QrCodeBody,
  SharedPage,
  ShareSignature,
  SignedPage,
} from '../../../src/contract/share'
import { applet, shares } from '../../../src/contract/share.endpoints'
import { recordEvent } from '../engagement'
import type { Database } from '../platform/connect'
import { serve } from '../platform/endpoint-route'
import { recordAction } from '../points'

/**
 * /user-central: the JS-SDK signature for sharing from WeChat's browser and for the open tag that launches the mini
 * program, mini program codes, and share tracking.
 */
export const shareRoutes: FastifyPluginAsyncTypebox<{
  db: Database
  wechat: JsSdkDeps
  miniCodes?: MiniCodeSource
}> = async (app, { db, wechat, miniCodes = miniCodesFromEnv(process.env) }) => {
  serve(app, applet.shareSign, { request: SignedPage, response: ShareSignature }, async ({ url }) =>
    signPage(wechat, url),
  )

  serve(app, applet.shareYunZhanSign, { request: SignedPage, response: OpenTagSignature }, async ({ url }) => ({
    ...(await signPage(wechat, url)),
    openTagList: ['wx-open-launch-weapp'],
    username: miniCodes.username,
    // The fixed local ticket: WeChat would not accept this signature.
    standIn: wechat.appId === 'local-app-id',
  }))

  serve(app, applet.qrCode, { request: QrCodeBody, response: QrCode }, async ({ page, scene, url }) =>
    miniCodes.code(page, scene, url),
  )

  for (const [endpoint, eventName] of [
    [shares.click, 'share_click'],
    [shares.done, 'share_done'],
  ] as const) {
    serve(app, endpoint, { request: SharedPage, response: Type.Null() }, async ({ url }, request) => {
      const user = request.sessionUser
      // The shared address without its query, so no token or personal parameter is kept.
      const page = url.split(/[?#]/)[0].slice(0, 200)
      await recordEvent(db, user?.id, { eventName, paramName: page })
      // The mini program reports only the tap (it never learns whether the share went through), H5 the completion.
      if (user) await recordAction(db, user.id, PointsAction.dailyShare, `share:${page}`)
      return null
    })
  }
}
