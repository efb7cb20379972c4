import assert from 'node:assert/strict'
import { it } from 'node:test'
import { buildApp } from './app'
import { externalServicesFromEnv } from './external-services'
import { MEMORY, openDatabase } from './platform/connect'
import { freshUser } from './test-app'

it('in production without credentials, the start-up report names every unavailable login and its variables', async () => {
  const { report } = await externalServicesFromEnv({ NODE_ENV: 'production' }, 'production')
  assert.deepEqual(report, [
    'SMS login: unavailable, set SMS_WEBHOOK_URL to send its codes',
    'email login: unavailable, set SMTP_URL to send its codes',
    'WeChat mini program login: unavailable, set WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET',
    'WeChat share signing: unavailable, set WECHAT_APP_ID and WECHAT_APP_SECRET',
    'WeChat mini program codes and open tag: unavailable, set WECHAT_MINI_APP_ID, WECHAT_MINI_APP_SECRET and WECHAT_MINI_ORIGINAL_ID',
    'real-name verification: unavailable, set ID_HASH_KEY',
  ])
})

it('in production without credentials, share signing and real-name submission answer "not configured"', async () => {
  const env = { NODE_ENV: 'production' }
  const handle = await openDatabase({ dataDir: MEMORY, env })
  const app = buildApp({ db: handle.db, wechat: (await externalServicesFromEnv(env, 'production')).wechat })
  try {
    const sign = await app.inject({
      method: 'POST',
      url: '/user-central/applet/shareSign',
      headers: { lang: 'en' },
      payload: { url: 'https://fair.example/home' },
    })
    assert.equal(sign.statusCode, 503)
    assert.equal(sign.json().msg, 'WeChat share signing is not set up on this server; share from the page menu instead')
    const { token } = await freshUser(handle.db)
    const submit = await app.inject({
      method: 'POST',
      url: '/user-central/userRealName/submit',
      headers: { accesstoken: token, lang: 'en' },
      payload: {
        method: 'idCard',
        realName: '陈晓梅',
        idNumber: '350102199512123426',
        pictures: ['/uploads/0123456789abcdef0123456789abcdef.png'],
        privacyAccepted: true,
      },
    })
    assert.equal(submit.statusCode, 503)
    assert.equal(
      submit.json().msg,
      'Real-name verification is not available on this server yet; please try again later',
    )
  } finally {
    await app.close()
    await handle.close()
  }
})
