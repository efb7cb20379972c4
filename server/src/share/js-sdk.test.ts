import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { cachedTicket, jsapiSignature, wechatTicketFetcher } from './js-sdk'

describe('jsapiSignature', () => {
  // The worked example of WeChat's JS-SDK documentation (appendix 1, signature algorithm).
  const example = {
    ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
    nonceStr: 'Wm3WZYTPz0wzccnW',
    timestamp: 1414587457,
    url: 'http://mp.weixin.qq.com?params=value',
  }

  it("matches WeChat's documented example", () => {
    assert.equal(jsapiSignature(example), '0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('ignores the #fragment of the URL and depends on every other field', () => {
    assert.equal(
      jsapiSignature({ ...example, url: `${example.url}#/share` }),
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    )
    for (const change of [
      { ticket: 'x' },
      { nonceStr: 'x' },
      { timestamp: 1 },
      { url: 'http://mp.weixin.qq.com?params=other' },
    ]) {
      assert.notEqual(jsapiSignature({ ...example, ...change }), '0f9de62fce790f9a083d5c99e95740ceb90c27ed')
    }
  })
})

describe('cachedTicket', () => {
  it('reuses a ticket until shortly before it expires, and shares one fetch between concurrent callers', async () => {
    let clock = 0
    let fetches = 0
    const source = cachedTicket(
      async () => ({ ticket: `t${++fetches}`, expiresIn: 7200 }),
      () => clock,
    )
    assert.deepEqual(await Promise.all([source.ticket(), source.ticket()]), ['t1', 't1'])
    clock = 7000 * 1000
    assert.equal(await source.ticket(), 't2', 'refreshed within five minutes of the end')
    assert.equal(fetches, 2)
  })

  it('tries again after a failed fetch', async () => {
    let calls = 0
    const source = cachedTicket(async () => {
      if (++calls === 1) throw new Error('down')
      return { ticket: 'ok', expiresIn: 7200 }
    })
    await assert.rejects(source.ticket())
    assert.equal(await source.ticket(), 'ok')
  })
})

describe('wechatTicketFetcher', () => {
  it('asks for an access token with the credentials, then for a jsapi ticket with that token', async () => {
    const asked: string[] = []
    const answers = [
      { access_token: 'AT', expires_in: 7200 },
      { errcode: 0, ticket: 'TICKET', expires_in: 7200 },
    ]
    const fetcher = wechatTicketFetcher('wx123', 's&cret', async (url) => {
      asked.push(url)
      const answer = answers.shift()
      return { json: async () => answer }
    })
    assert.deepEqual(await fetcher(), { ticket: 'TICKET', expiresIn: 7200 })
    assert.equal(
      asked[0],
      'https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=wx123&secret=s%26cret',
    )
    assert.equal(asked[1], 'https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=AT&type=jsapi')
  })

  it('fails with WeChat errcode when the credentials are refused', async () => {
    const fetcher = wechatTicketFetcher('wx123', 'bad', async () => ({ json: async () => ({ errcode: 40013 }) }))
    await assert.rejects(fetcher(), /40013/)
  })
})
