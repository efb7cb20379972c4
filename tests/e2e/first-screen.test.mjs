import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, api, keepScreenshot, launchBrowser, newPhonePage, waitForReady } from './browser.mjs'

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

const LANGUAGES = [
  { language: 'zh-cn', lang: 'zh', query: '' },
  { language: 'en-us', lang: 'en', query: 'X-Access-Lang=en-us' },
]

/** The newest project as the API names it in a language: what each entry page shows first. */
async function newestProject(lang) {
  const res = await fetch(`${BASE_URL}/common-client/home/projectSearch?pageNum=1&pageSize=1`, { headers: { lang } })
  return (await res.json()).data.list[0]
}

const withQuery = (path, query) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path)

describe('the entry pages come with their first screen drawn', () => {
  for (const { language, lang, query } of LANGUAGES) {
    it(`draws home, the project list and a project in ${language} before any script runs`, async (t) => {
      const project = await newestProject(lang)
      const page = await newPhonePage(browser, t)
      await page.route(/\.js$/, (route) => route.abort())
      for (const path of ['/home', '/projectList', `/projectDetail?id=${project.id}`]) {
        await page.goto(`${BASE_URL}${withQuery(path, query)}`)
        const drawn = page.locator('#first-screen')
        assert.ok(await drawn.getByText(project.title).first().isVisible(), `${path} shows "${project.title}"`)
        assert.equal(await page.locator('html').getAttribute('lang'), lang === 'en' ? 'en' : 'zh-CN')
      }
      await keepScreenshot(page, { path: `test-results/first-screen-${language}.png` })
    })
  }

  it('starts the app under the drawing without asking again for what it shows, then shows the app’s own page', async (t) => {
    const { list } = (await api('/common-client/home/projectSearch?pageNum=1&pageSize=1')).data
    const page = await newPhonePage(browser, t)
    const asked = []
    page.on('request', (request) => {
      const data = request.resourceType() === 'fetch' || request.resourceType() === 'xhr'
      if (data && /project\/list|projectSearch|projectDetail|informationSearch/.test(request.url()))
        asked.push(request.url())
    })
    for (const path of ['/home', '/projectList', `/projectDetail?id=${list[0].id}`]) {
      await page.goto(`${BASE_URL}${path}`)
      await waitForReady(page)
      await page.locator('#first-screen').waitFor({ state: 'detached' })
      assert.ok(await page.locator('#app').getByText(list[0].title).first().isVisible(), `${path}: the app shows it`)
    }
    assert.deepEqual(asked, [], 'the answers drawn with were not asked for again')
  })

  it('leaves the other pages to the app', async () => {
    const html = await (await fetch(`${BASE_URL}/park`)).text()
    assert.doesNotMatch(html, /first-screen/)
    assert.match(html, /<script defer="defer" src="\/js\/app\.[0-9a-f]+\.js">/)
  })
})
