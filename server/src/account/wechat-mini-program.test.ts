import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { localMiniProgramClient, miniProgramClientFromEnv, wechatMiniProgramClient } from './wechat-mini-program'

interface Request {
  url: string
  body?: string
}

/** A fetch that answers from a list and records what was asked. */
function fakeFetch(answers: unknown[]) {
  const requests: Request[] = []
  const fetchJson = async (url: string, init?: { body: string }) => {
    requests.push({ url, body: init?.body })
    const answer = answers.shift()
    return { json: async () => answer }
  }
  return { fetchJson, requests }
}

const REFUSED = { httpStatus: 400, messageKey: 'account.login.wechatRefused' }

describe('wechatMiniProgramClient', () => {
  it('calls jscode2session with the app credentials and returns only openid and unionid (never session_key)', async () => {
    const { fetchJson, requests } = fakeFetch([{ openid: 'o-1', session_key: 'SECRET-KEY', unionid: 'u-1' }])
    const identity = await wechatMiniProgramClient('wx123', 's&cret', fetchJson).codeToSession('code 1')
    assert.deepEqual(identity, { openid: 'o-1', unionid: 'u-1' })
    assert.equal(
      requests[0].url,
      'https://api.weixin.qq.com/sns/jscode2session?appid=wx123&secret=s%26cret&js_code=code%201&grant_type=authorization_code',
    )
  })

  it('turns an errcode answer into the refused-code answer', async () => {
    const { fetchJson } = fakeFetch([{ errcode: 40029, errmsg: 'invalid code' }])
    await assert.rejects(wechatMiniProgramClient('wx', 's', fetchJson).codeToSession('bad'), REFUSED)
  })

  it('gets the phone with an access token that is fetched once and reused until it nearly expires', async () => {
    let now = 0
    const { fetchJson, requests } = fakeFetch([
      { access_token: 'AT1', expires_in: 7200 },
      { errcode: 0, phone_info: { purePhoneNumber: '13912345678', countryCode: '86' } },
      { errcode: 0, phone_info: { purePhoneNumber: '13900000000' } },
      { access_token: 'AT2', expires_in: 7200 },
      { errcode: 0, phone_info: { purePhoneNumber: '13911111111' } },
    ])
    const client = wechatMiniProgramClient('wx', 's', fetchJson, () => now)
    assert.equal(await client.phoneNumber('p1'), '13912345678')
    assert.equal(requests[1].url, 'https://api.weixin.qq.com/wxa/business/getuserphonenumber?access_token=AT1')
    assert.deepEqual(JSON.parse(requests[1].body ?? ''), { code: 'p1' })
    assert.equal(await client.phoneNumber('p2'), '13900000000')
    assert.equal(requests.length, 3, 'the token was reused')
    now = 7200_000
    assert.equal(await client.phoneNumber('p3'), '13911111111')
    assert.equal(requests[4].url, 'https://api.weixin.qq.com/wxa/business/getuserphonenumber?access_token=AT2')
  })

  it('refuses a phone code WeChat rejects', async () => {
    const { fetchJson } = fakeFetch([{ access_token: 'AT', expires_in: 7200 }, { errcode: 40029 }])
    await assert.rejects(wechatMiniProgramClient('wx', 's', fetchJson).phoneNumber('bad'), REFUSED)
  })
})

describe('localMiniProgramClient (no app secret)', () => {
  it('derives a stable openid from the code prefix; different codes are different users', async () => {
    const a = await localMiniProgramClient.codeToSession('0a1b2c3d4e5f6a7b')
    assert.deepEqual(await localMiniProgramClient.codeToSession('0a1b2c3d4e5f6a7b'), a)
    assert.match(a.openid, /^local-[0-9a-f]{28}$/)
    assert.notEqual((await localMiniProgramClient.codeToSession('ffff')).openid, a.openid)
  })

  it('answers the demo phone for a "demo" code, otherwise a deterministic 139 number', async () => {
    assert.equal(await localMiniProgramClient.phoneNumber('demo-1'), '13800138000')
    const phone = await localMiniProgramClient.phoneNumber('abc')
    assert.match(phone, /^139\d{8}$/)
    assert.equal(await localMiniProgramClient.phoneNumber('abc'), phone)
  })

  it('is used unless both WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET are set', () => {
    assert.equal(miniProgramClientFromEnv({ WECHAT_MINI_APP_ID: 'wx' }), localMiniProgramClient)
    assert.notEqual(
      miniProgramClientFromEnv({ WECHAT_MINI_APP_ID: 'wx', WECHAT_MINI_APP_SECRET: 's' }),
      localMiniProgramClient,
    )
  })
})
