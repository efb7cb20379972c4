import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, DEMO_TOKEN, keepScreenshot, launchBrowser, newPhonePage } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

/** Logs the page in as the demo user through the token link, then waits until the token left the address. */
async function loginAsDemo(page) {
  assert.ok(DEMO_TOKEN, 'the server printed a demo login link')
  await page.goto(`${BASE_URL}/home?token=${DEMO_TOKEN}`)
  await page.waitForFunction(() => !location.search.includes('token='))
}

const switchOn = async (page) =>
  (await page.getByTestId('setting-recommend-switch').getAttribute('class')).includes('nut-switch-close') === false

describe('settings pages in the H5 build', () => {
  it('opens every settings route directly by URL', async (t) => {
    const page = await newPhonePage(browser, t)
    const config = await api('/common-client/home/baseConfig')

    await page.goto(`${BASE_URL}/setting`)
    await page.getByTestId('setting-recommend').waitFor()
    for (const id of [
      'setting-edit-password',
      'setting-bind-email',
      'setting-captcha-desc',
      'setting-language',
      'setting-about',
      'setting-feedback',
    ]) {
      assert.ok(await page.getByTestId(id).isVisible(), id)
    }
    await keepScreenshot(page, { path: 'test-results/setting.png' })

    await page.goto(`${BASE_URL}/editPassword`)
    await page.getByTestId('password-newPassword').waitFor()
    assert.ok(await page.getByTestId('password-repeat').isVisible())

    await page.goto(`${BASE_URL}/bindEmail`)
    await page.getByTestId('bind-email-form').waitFor()
    assert.ok(await page.getByTestId('bind-email-agree').isVisible())

    await page.goto(`${BASE_URL}/captcha-desc`)
    await page.getByTestId('captcha-service-phone').waitFor()
    assert.match(
      await page.getByTestId('captcha-service-phone').innerText(),
      new RegExp(config.data.servicePhone.replace(/[+]/g, '\\+')),
    )

    await page.goto(`${BASE_URL}/aboutCifit`)
    await page.getByTestId('about-fair-name').waitFor()
    assert.equal((await page.getByTestId('about-fair-name').innerText()).trim(), config.data.fairName)
    await keepScreenshot(page, { path: 'test-results/about-cifit.png' })

    await page.goto(`${BASE_URL}/feedback`)
    await page.getByTestId('feedback-form').waitFor()
    assert.ok(await page.getByTestId('feedback-type-other').isVisible())
  })

  it('the my page opens the settings', async (t) => {
    const page = await newPhonePage(browser, t)
    await page.goto(`${BASE_URL}/my`)
    await page.getByTestId('settings-cell').click()
    await page.waitForURL(/\/setting$/)
    await page.getByTestId('setting-recommend').waitFor()
  })

  it('the recommendation switch of the demo user survives a reload', async (t) => {
    const page = await newPhonePage(browser, t)
    await loginAsDemo(page)
    const loaded = page.waitForResponse((r) => r.url().includes('/userSetting/info'))
    await page.goto(`${BASE_URL}/setting`)
    const before = (await (await loaded).json()).data.recommend
    await page.getByTestId('setting-logout').waitFor()
    await page.waitForFunction(
      (on) =>
        !document.querySelector('[data-testid="setting-recommend-switch"]').className.includes('nut-switch-close') ===
        on,
      before,
    )

    const updated = page.waitForResponse((r) => r.url().includes('/userSetting/update'))
    await page.getByTestId('setting-recommend-switch').click()
    assert.equal((await (await updated).json()).data.recommend, !before)
    await page.waitForFunction(
      (on) =>
        !document.querySelector('[data-testid="setting-recommend-switch"]').className.includes('nut-switch-close') ===
        on,
      !before,
    )

    await page.reload()
    await page.getByTestId('setting-logout').waitFor()
    await page.waitForFunction(
      (on) =>
        !document.querySelector('[data-testid="setting-recommend-switch"]').className.includes('nut-switch-close') ===
        on,
      !before,
      { timeout: 10000 },
    )
    assert.equal(await switchOn(page), !before)
    await keepScreenshot(page, { path: 'test-results/setting-demo.png' })
  })

  it('a feedback with an empty description shows the message and keeps the chosen type', async (t) => {
    const page = await newPhonePage(browser, t)
    await page.goto(`${BASE_URL}/feedback`)
    await page.getByTestId('feedback-type-content').click()
    await page.getByTestId('feedback-submit').click()
    await page.getByTestId('feedback-content-error').waitFor()
    assert.equal((await page.getByTestId('feedback-content-error').innerText()).trim(), '请填写问题描述')
    assert.equal(await page.getByTestId('feedback-type-content').getAttribute('aria-checked'), 'true')
    assert.equal(await page.getByTestId('feedback-type-error').count(), 0)
    await keepScreenshot(page, { path: 'test-results/feedback-empty.png' })
  })
})
