import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, freshAccount, launchBrowser, newPhonePage } from './browser.mjs'
import { as, operator, pageAs, shot } from './fair-helpers.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

describe('becoming a VIP and booking an appointment', () => {
  for (const [lang, phone] of [
    ['zh-cn', '13712160001'],
    ['en-us', '13712160002'],
  ]) {
    it(`applies, is approved by an operator, books a slot and sees its count (${lang})`, async (t) => {
      const token = await freshAccount(phone)
      const page = await pageAs(browser, newPhonePage, t, token, lang)

      await page.goto(`${BASE_URL}/vip-appointment`)
      await page.getByTestId('vip-unavailable').waitFor()
      assert.match(
        await page.getByTestId('vip-unavailable').innerText(),
        lang === 'zh-cn' ? /VIP服务暂不可用/ : /VIP not available/,
      )
      await shot(page, `vip-unavailable-${lang}`)

      await page.getByTestId('vip-apply').click()
      await page.waitForURL(/\/vip-becomeVip/)
      await page.getByTestId('vip-form').waitFor()
      await page.getByTestId('vip-category-capital').click()
      await page
        .getByTestId('vip-name')
        .locator('input')
        .fill(lang === 'zh-cn' ? '许嘉怡' : 'Jia Xu')
      await page.getByTestId('vip-organisation').locator('input').fill('Ludao Innovation Fund')
      await page.getByTestId('vip-position').locator('input').fill('Partner')
      await page.getByTestId('vip-phone').locator('input').fill('13905921234')
      await page.getByTestId('vip-email').locator('input').fill('xu@ludao-capital.example')
      await page.getByTestId('vip-arrival').locator('.form-template__choose').click()
      await page.locator('.nut-picker-confirm-btn').click()
      await page.getByTestId('vip-purpose').locator('textarea').fill('Closed-door roadshows and new energy projects')
      await page.getByTestId('vip-companions-add').click()
      await page.getByTestId('vip-companions-0-name').locator('input').fill('Ming Zhou')
      await shot(page, `vip-form-${lang}`)
      await page.getByTestId('vip-submit').click()
      await page.getByTestId('vip-standing').waitFor()
      assert.match(await page.getByTestId('vip-standing').innerText(), lang === 'zh-cn' ? /审核中/ : /in review/)

      const standing = await as(token, '/user-central/vip/application')
      assert.equal(standing.data.application.status, 'pending')
      assert.deepEqual(standing.data.application.companions, [{ name: 'Ming Zhou', position: '' }])
      const approved = await operator('POST', `/vip/${standing.data.application.id}/approve`, {
        operator: 'browser-test',
      })
      assert.equal(approved.code, 200)

      await page.reload()
      await page.getByTestId('vip-book').waitFor()
      await shot(page, `vip-approved-${lang}`)
      await page.getByTestId('vip-book').click()
      await page.waitForURL(/\/vip-appointment/)
      await page.getByTestId('vip-appointment').waitFor()
      const free = page.locator('[data-testid="vip-slot"]', { has: page.getByTestId('vip-slot-book') }).first()
      const before = await free.getByTestId('vip-slot-places').innerText()
      await free.getByTestId('vip-slot-book').click()
      await page.locator('[data-testid="vip-slot"][data-mine="true"]').first().waitFor()
      const mine = page.locator('[data-testid="vip-slot"][data-mine="true"]').first()
      assert.notEqual(await mine.getByTestId('vip-slot-places').innerText(), before)
      await shot(page, `vip-appointment-${lang}`)
      const slots = await as(token, '/user-central/vip/slots')
      assert.equal(slots.data.filter((s) => s.mine).length, 1)
    })
  }

  it('shows a VIP zone and a privilege in both languages', async (t) => {
    for (const lang of ['zh-cn', 'en-us']) {
      const page = await newPhonePage(browser, t)
      await page.goto(`${BASE_URL}/vip-capital?X-Access-Lang=${lang}`)
      await page.getByTestId('vip-privilege').first().waitFor()
      assert.match(
        await page.getByTestId('vip-zone').innerText(),
        lang === 'zh-cn' ? /资本VIP专区/ : /Capital VIP zone/,
      )
      await shot(page, `vip-zone-${lang}`)
      await page.getByTestId('vip-privilege').first().click()
      await page.waitForURL(/\/vip-details\?id=/)
      await page.getByTestId('vip-details').waitFor()
      await shot(page, `vip-details-${lang}`)
    }
  })
})
