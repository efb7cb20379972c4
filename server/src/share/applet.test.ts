import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { miniCodesFromEnv, unconfiguredMiniCodes, wechatMiniCodes } from './mini-code'
import type { FileMapping } from '../../../src/contract/files'
import type { OpenTagSignature, QrCode } from '../../../src/contract/share'
import { assertAllRefused, call, withTestApp } from '../test-app'

const t = withTestApp()

describe('the mini program code and the open tag', () => {
  it('answers a local stand-in QR code of the H5 address, saying it is one', async () => {
    const answer = await call<QrCode>(t.app, 'POST', '/user-central/applet/qrCode', {
      body: { page: 'packages/fair/hotel-detail/index', scene: 'id=3', url: 'https://fair.example/hotelDetail?id=3' },
    })
    assert.equal(answer.status, 200)
    assert.equal(answer.body.data.standIn, true)
    assert.match(answer.body.data.image, /^data:image\/svg\+xml;base64,/)
    assert.match(Buffer.from(answer.body.data.image.split(',')[1], 'base64').toString(), /<svg/)
    await assertAllRefused(
      [{ page: '../etc', scene: '' }, { page: 'pages/home/index', scene: 'x'.repeat(33) }, { scene: '' }],
      (body) => call(t.app, 'POST', '/user-central/applet/qrCode', { body }),
    )
  })

  it('signs the page for the open tag with the mini program to launch', async () => {
    const signed = await call<OpenTagSignature>(t.app, 'POST', '/user-central/applet/shareYunZhanSign', {
      body: { url: 'https://fair.example/open-mini?from=share#top' },
    })
    assert.equal(signed.status, 200)
    assert.deepEqual(signed.body.data.openTagList, ['wx-open-launch-weapp'])
    assert.match(signed.body.data.signature, /^[0-9a-f]{40}$/)
    assert.equal(signed.body.data.standIn, true)
    assert.ok(signed.body.data.username.startsWith('gh_'))
  })

  it('uses WeChat with credentials, and refuses in production without them', async () => {
    assert.equal(miniCodesFromEnv({ NODE_ENV: 'production' }), unconfiguredMiniCodes)
    await assert.rejects(unconfiguredMiniCodes.code('pages/home/index', '', undefined), /qrCodeNotConfigured/)
    const calls: string[] = []
    const fake = wechatMiniCodes('wx1', 'secret', 'gh_abc', async (url) => {
      calls.push(url.split('?')[0])
      const png = url.includes('getwxacodeunlimit')
      return {
        headers: { get: () => (png ? 'image/jpeg' : 'application/json') },
        arrayBuffer: async () => new Uint8Array([1, 2, 3]).buffer,
        json: async () => ({ access_token: 'token', expires_in: 7200 }),
      }
    })
    const code = await fake.code('pages/home/index', 'a=1', undefined)
    assert.deepEqual([code.standIn, code.image], [false, 'data:image/png;base64,AQID'])
    await fake.code('pages/home/index', 'a=2', undefined)
    assert.deepEqual(calls, [
      'https://api.weixin.qq.com/cgi-bin/token',
      'https://api.weixin.qq.com/wxa/getwxacodeunlimit',
      'https://api.weixin.qq.com/wxa/getwxacodeunlimit',
    ])
  })
})

describe('the file mapper', () => {
  it('gives our images their full-size address and nothing for other addresses', async () => {
    const answer = await call<FileMapping[]>(t.app, 'POST', '/common-client/operation/file/mapper', {
      body: {
        urls: [
          '/static/img/hotel-2.svg',
          '/uploads/0123456789abcdef0123456789abcdef.png',
          'https://evil.example/x.png',
        ],
      },
    })
    assert.deepEqual(answer.body.data, [
      { source: '/static/img/hotel-2.svg', url: '/static/img/hotel-2.svg', kind: 'image' },
      { source: '/uploads/0123456789abcdef0123456789abcdef.png', url: '', kind: 'other' },
      { source: 'https://evil.example/x.png', url: '', kind: 'other' },
    ])
    assert.equal(
      (await call(t.app, 'POST', '/common-client/operation/file/mapper', { body: { urls: [] } })).status,
      400,
    )
  })
})
