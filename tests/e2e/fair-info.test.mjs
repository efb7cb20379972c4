import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, freshAccount, launchSharedPhone, newPhonePage } from './browser.mjs'
import { as, pageAs, shot } from './fair-helpers.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

const LANGS = ['zh-cn', 'en-us']

/** How many of a canvas's pixels are drawn (not transparent and not white). */
const inkOf = (page, testId) =>
  page.getByTestId(testId).evaluate((canvas) => {
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)
    let ink = 0
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i] + data[i + 1] + data[i + 2] < 720) ink += 1
    return ink
  })

describe('commerce statistics on H5', () => {
  for (const lang of LANGS) {
    it(`draws every chart and gives its table (${lang})`, async (t) => {
      const page = await newPhonePage(device, t)
      await page.goto(`${BASE_URL}/statistics?X-Access-Lang=${lang}`)
      await page.getByTestId('chart-investment-table').waitFor()
      for (const chart of ['chart-investment', 'chart-growth', 'chart-industry', 'chart-region']) {
        await page.waitForFunction(
          (id) => {
            const canvas = document.querySelector(`[data-testid="${id}"]`)
            const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)
            return data.some((value, i) => i % 4 === 3 && value > 0)
          },
          chart,
          { timeout: 10000 },
        )
        assert.ok((await inkOf(page, chart)) > 500, `${chart} is drawn`)
      }
      const table = await page.getByTestId('chart-industry-table').innerText()
      assert.match(table, lang === 'zh-cn' ? /新一代信息技术/ : /Next-generation IT/)
      assert.equal(await page.locator('[data-testid="chart-investment-table"] [role="row"]').count(), 9)
      await shot(page, `statistics-${lang}`)
      await page.getByTestId('stats-year').nth(3).click()
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="stats-industry"]')?.textContent?.includes('2023'),
      )
    })
  }
})

describe('the investment map without a map key', () => {
  for (const lang of LANGS) {
    it(`lists the projects and parks by place and narrows them (${lang})`, async (t) => {
      const page = await newPhonePage(device, t)
      await page.goto(`${BASE_URL}/investmentMap?X-Access-Lang=${lang}`)
      await page.getByTestId('map-point').first().waitFor()
      assert.match(
        await page.getByTestId('map-fallback').innerText(),
        lang === 'zh-cn' ? /未配置地图服务/ : /No map service/,
      )
      const all = await page.getByTestId('map-point').count()
      await shot(page, `investment-map-${lang}`)
      await page.getByTestId('map-kind-park').click()
      await page.waitForFunction(
        (before) => document.querySelectorAll('[data-testid="map-point"]').length < before,
        all,
      )
      await page.getByTestId('map-point').first().locator('[role="link"]').click()
      await page.waitForURL(/\/parkDetail\?id=/)
    })
  }
})

describe('the visitor survey', () => {
  for (const [lang, phone] of [
    ['zh-cn', '13712160011'],
    ['en-us', '13712160012'],
  ]) {
    it(`stores the answers and shows them afterwards (${lang})`, async (t) => {
      const token = await freshAccount(phone)
      const page = await pageAs(device, newPhonePage, t, token, lang)
      await page.goto(`${BASE_URL}/questionnaire`)
      await page.getByTestId('survey-form').waitFor()
      for (const [question, answer] of [
        ['role', 'investor'],
        ['purpose', 'projects'],
        ['source', 'app'],
        ['satisfaction', '4'],
        ['return', 'yes'],
      ])
        await page.getByTestId(`survey-${question}-${answer}`).click()
      await page.getByTestId('survey-suggestion').locator('textarea').fill('More seats in the signing area')
      await shot(page, `questionnaire-${lang}`)
      await page.getByTestId('survey-submit').click()
      await page.getByTestId('survey-done').waitFor()
      await shot(page, `questionnaire-done-${lang}`)
      const mine = await as(token, '/user-central/questionnaire/mine')
      assert.equal(mine.data.answered.answers.role, 'investor')
      assert.equal(mine.data.answered.answers.suggestion, 'More seats in the signing area')
    })
  }
})

/** The screens of this area, each with what shows it rendered, shot in both languages. */
const SCREENS = [
  ['introduce', '', 'introduce-figures'],
  ['about', '', 'guide-chapter'],
  ['handbook', '', 'guide-chapter'],
  ['antiepidemic', '', 'health-declare'],
  ['guidelines', '', 'guide-chapter'],
  ['exhibitionGuideList', '', 'guide-entry'],
  ['participationGuide', '', 'guide-entry'],
  ['honor-list', '', 'honor-group'],
  ['hotelOrder', '', 'hotel-card'],
  ['middle-page', '', 'landing-figures'],
  ['middle-page23', '', 'landing-figures'],
  ['mzt-cifit-enter', '', 'mzt-enter'],
  ['down-app', '', 'app-ios'],
  ['open-mini', '', 'open-mini-code'],
  ['test-open-wxmini', '', 'open-mini-code'],
  ['view-picture', `urls=${encodeURIComponent(encodeURIComponent('/static/img/hotel-1.svg'))}`, 'viewer-image'],
  ['testPage', '', 'test-page'],
  ['vip-government', '', 'vip-privilege'],
  ['commerceIndex', '', 'commerce-figures'],
  ['statisticsList', '', 'release'],
  ['commerceChange', '', 'change'],
  ['localCase', 'type=commerce-worktrends', 'commerce-row'],
  ['localCase', '', 'commerce-row'],
  ['park-roadshow', '', 'park-roadshow'],
  ['industry', '', 'industry-report'],
  ['gansu', '', 'region-project'],
  ['contactUs', '', 'contact-us-desk'],
  ['metaverse', '', 'hall-not-configured'],
  ['pavilion-3d', '', 'hall-not-configured'],
]

/** The seeds' paths of one page each: what each must show, in Chinese and in English. */
const PATHS = [
  ['/middle-page', 'landing-theme', /第25届|Edition 25/, '.landing:not(.landing--wide)'],
  ['/middle-page23', 'landing-theme', /第23届|Edition 23/, '.landing:not(.landing--wide)'],
  ['/pc-middlepage', 'landing-theme', /第25届|Edition 25/, '.landing--wide'],
  ['/pc-middlepage23', 'landing-theme', /第23届|Edition 23/, '.landing--wide'],
  ['/vip-government', 'vip-zone', /政府VIP专区|Government VIP zone/],
  ['/vip-capital', 'vip-zone', /资本VIP专区|Capital VIP zone/],
  ['/vip-exhibitors', 'vip-zone', /展商VIP专区|Exhibitor VIP zone/],
  ['/vip-merchants', 'vip-zone', /客商VIP专区|Merchant VIP zone/],
  ['/metaverse', 'hall-not-configured', /元宇宙展馆：|metaverse hall/i],
  ['/pavilion-3d', 'hall-not-configured', /3D展馆|3D pavilion/],
]

describe('the pages the seeds open at several paths', () => {
  for (const lang of LANGS) {
    it(`show what each path names (${lang})`, async (t) => {
      const page = await newPhonePage(device, t)
      for (const [path, shown, words, layout] of PATHS) {
        await page.goto(`${BASE_URL}${path}?X-Access-Lang=${lang}`)
        await page.getByTestId(shown).first().waitFor({ timeout: 15000 })
        const text = await page.locator('body').innerText()
        assert.match(text, words, `${path} in ${lang}`)
        if (layout) assert.equal(await page.locator(layout).count(), 1, `${path} is laid out as ${layout}`)
      }
    })
  }
})

describe('the fair’s other screens', () => {
  for (const lang of LANGS) {
    it(`render their content in ${lang}`, async (t) => {
      const page = await newPhonePage(device, t)
      for (const [path, query, shown] of SCREENS) {
        await page.goto(`${BASE_URL}/${path}?${query ? `${query}&` : ''}X-Access-Lang=${lang}`)
        await page.getByTestId(shown).first().waitFor({ timeout: 15000 })
        await shot(page, `${path.replace(/\//g, '')}${query.startsWith('type') ? '-cases' : ''}-${lang}`)
      }
    })
  }

  it('opens a hotel from the booking guide, with its booking contact, and its pictures in the viewer', async (t) => {
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/hotelOrder`)
    await page.getByTestId('hotel-card').first().click()
    await page.waitForURL(/\/hotel-detail\?id=/)
    assert.match(await page.getByTestId('hotel-booking').innerText(), /林晓雯/)
    await shot(page, 'hotel-detail-zh-cn')
    await page.getByTestId('picture-thumb').nth(1).click()
    await page.waitForURL(/\/view-picture\?/)
    await page.getByTestId('viewer-image').waitFor()
    assert.match(await page.getByTestId('viewer-count').innerText(), /^2 \/ 3 · 100%$/)
    await page.getByTestId('viewer-zoom-in').click()
    assert.match(await page.getByTestId('viewer-count').innerText(), /150%$/)
  })

  it('shows the signed-in user’s year and takes today’s health declaration', async (t) => {
    const token = await freshAccount('13712160021')
    for (const lang of LANGS) {
      const page = await pageAs(device, newPhonePage, t, token, lang)
      await page.goto(`${BASE_URL}/summary`)
      await page.getByTestId('summary-figures').waitFor()
      await shot(page, `summary-${lang}`)
      await page.goto(`${BASE_URL}/mypage-antiepidemic`)
      await page.getByTestId('health-form').waitFor()
      for (const question of ['fever', 'symptoms', 'contact']) await page.getByTestId(`health-${question}-no`).click()
      await page.getByTestId('health-fromCity').locator('input').fill('Fuzhou')
      await page.getByTestId('health-phone').locator('input').fill('13712160021')
      await page.getByTestId('health-submit').click()
      await page.getByTestId('health-today').waitFor()
      assert.match(await page.getByTestId('health-today').innerText(), lang === 'zh-cn' ? /可以入场/ : /You may enter/)
      await shot(page, `mypage-antiepidemic-${lang}`)
    }
    const health = await as(token, '/user-central/health/declaration')
    assert.equal(health.data.current.clear, true)
  })
})
