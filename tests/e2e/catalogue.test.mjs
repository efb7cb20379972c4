import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, keepScreenshot, launchSharedPhone, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

const post = async (path, body) => {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })
  return response.json()
}

const textsOf = async (locator) => (await locator.allInnerTexts()).map((text) => text.trim())

/** Opens a path and waits for the first element with the test id; answers its texts (by an inner selector). */
async function open(t, path, testId, inner) {
  const page = await newPhonePage(device, t)
  await page.goto(`${BASE_URL}${path}`)
  const items = page.getByTestId(testId)
  await items.first().waitFor()
  return { page, texts: await textsOf(inner ? items.locator(inner) : items) }
}

describe('catalogue routes in the H5 build', () => {
  it('/hot/projectList shows the most viewed projects first', async (t) => {
    const hot = await post('/merchants-client/project/list', { pageNum: 1, pageSize: 10, sort: 'hot' })
    const { page, texts } = await open(t, '/hot/projectList', 'project-card', '.content-card__title')
    assert.deepEqual(
      texts,
      hot.data.list.map((p) => p.title),
    )
    await keepScreenshot(page, { path: 'test-results/catalogue-hot-projects.png' })
  })

  it('/member-project-list shows the projects of the city in the query', async (t) => {
    const xiamen = await post('/merchants-client/project/list', { pageNum: 1, pageSize: 10, areaId: 350200 })
    assert.ok(xiamen.data.total > 0)
    const { texts } = await open(t, '/member-project-list?areaId=350200', 'project-card', '.content-card__title')
    assert.deepEqual(
      texts,
      xiamen.data.list.map((p) => p.title),
    )
  })

  it('/projectList?type=2 lists the major projects, each marked as one, and opens one', async (t) => {
    const majors = await post('/merchants-client/project/listMajorProject', { pageNum: 1, pageSize: 10 })
    assert.ok(majors.data.total > 0)
    const { page, texts } = await open(t, '/projectList?type=2', 'project-card', '.content-card__title')
    assert.deepEqual(
      texts,
      majors.data.list.map((p) => p.title),
    )
    const tags = await textsOf(
      page.getByTestId('project-card').locator('.content-card__tag').filter({ hasText: '重大项目' }),
    )
    assert.equal(tags.length, texts.length)
    await keepScreenshot(page, { path: 'test-results/catalogue-major-projects.png' })
    await page.getByTestId('project-card').first().click()
    await page.waitForURL(/\/projectDetail\?id=\d+&type=2/)
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), texts[0])
    assert.match(await page.locator('.detail__facts').innerText(), /重大项目/)
  })

  it('going back while a project still loads stays on the list, not on the project under its address', async (t) => {
    const { page, texts } = await open(t, '/projectList', 'project-card', '.content-card__title')
    // The project page's scripts arrive only once the visitor has gone back, as on a slow network.
    let arrive
    const slowNetwork = new Promise((resolve) => (arrive = resolve))
    const held = []
    let arrived = false
    let firstHeld
    const holding = new Promise((resolve) => (firstHeld = resolve))
    await page.route('**/js/**', async (route) => {
      if (!arrived) {
        held.push(page.waitForEvent('requestfinished', (request) => request === route.request()))
        firstHeld()
        await slowNetwork
      }
      await route.continue()
    })
    // Whatever happens below, the held scripts are let through, so the tab serves the next test.
    t.after(() => arrive())
    await page.getByTestId('project-card').first().click()
    await page.waitForURL(/\/projectDetail\?id=\d+/)
    // The address changes at once; the scripts are asked for a moment later (later still on a busy machine).
    await holding
    await page.goBack()
    await page.waitForURL(/\/projectList$/)
    assert.ok(held.length > 0, 'the project page loads scripts of its own')
    arrived = true
    arrive()
    await Promise.all(held)
    // The tab serves the next test: its scripts come as usual again.
    await page.unrouteAll({ behavior: 'wait' })
    await page.evaluate(
      () => new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve))),
    )
    assert.equal(await page.getByTestId('detail-title').count(), 0)
    assert.deepEqual(await textsOf(page.getByTestId('project-card').locator('.content-card__title')), texts)
    assert.ok(await page.getByTestId('project-card').first().isVisible())
  })

  it('/project-group-list shows the group chats with their member counts and full state', async (t) => {
    const groups = await api('/common-client/projectGroup/list?pageNum=1&pageSize=10')
    const { page, texts } = await open(t, '/project-group-list', 'group-card', '.group-card__name')
    assert.deepEqual(
      texts,
      groups.data.list.map((g) => g.name),
    )
    assert.equal(await page.getByTestId('group-full').count(), groups.data.list.filter((g) => g.full).length)
    await keepScreenshot(page, { path: 'test-results/catalogue-groups.png' })
  })

  it('/roadshow lists the roadshow projects and a card opens its project', async (t) => {
    const roadshows = await api('/common-client/project/roadshowList?pageNum=1&pageSize=10')
    const { page, texts } = await open(t, '/roadshow', 'roadshow-project')
    assert.deepEqual(
      texts,
      roadshows.data.list.map((r) => r.projectTitle),
    )
    await keepScreenshot(page, { path: 'test-results/catalogue-roadshow.png' })
    await page.getByTestId('roadshow-project-button').first().click()
    await page.waitForURL(new RegExp(`/projectDetail\\?id=${roadshows.data.list[0].projectId}`))
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), texts[0])
  })

  it('/roadshow opens the roadshow video of a card on the VIP video page', async (t) => {
    const roadshows = await api('/common-client/project/roadshowList?pageNum=1&pageSize=10')
    const { page } = await open(t, '/roadshow', 'roadshow-watch')
    await page.getByTestId('roadshow-watch').nth(1).click()
    await page.waitForURL(new RegExp(`/vip-video-detail\\?id=${roadshows.data.list[1].videoId}`))
  })

  it('/hot/parkList shows the most viewed parks first', async (t) => {
    const hot = await post('/merchants-client/park/list', { pageNum: 1, pageSize: 10, sort: 'hot' })
    const { texts } = await open(t, '/hot/parkList', 'park-card', '.content-card__title')
    assert.deepEqual(
      texts,
      hot.data.list.map((p) => p.title),
    )
  })

  it('/park shows park-type and estate-type entries that open the filtered park list', async (t) => {
    const types = await post('/common-client/park/parkTypeAllList')
    const estates = await api('/common-client/park/estateSelectList')
    const { page, texts } = await open(t, '/park', 'park-type-entry')
    assert.deepEqual(
      texts,
      types.data.map((o) => o.label),
    )
    assert.deepEqual(
      await textsOf(page.getByTestId('estate-type-entry')),
      estates.data.map((o) => o.label),
    )
    await page.getByTestId('park-card').first().waitFor()
    await keepScreenshot(page, { path: 'test-results/catalogue-park-home.png', fullPage: true })
    await page.getByTestId('park-type-entry').first().click()
    await page.waitForURL(new RegExp(`/parkList\\?parkTypeId=${types.data[0].value}`))
    const filtered = await post('/merchants-client/park/list', {
      pageNum: 1,
      pageSize: 10,
      parkTypeId: types.data[0].value,
    })
    // The park home stays in the page stack (hidden), so the list's cards are looked for inside the list page.
    const listCards = page.locator('.page--parkList').getByTestId('park-card')
    await listCards.first().waitFor()
    assert.deepEqual(
      await textsOf(listCards.locator('.content-card__title')),
      filtered.data.list.map((p) => p.title),
    )
  })

  it('/policy lists policies and one opens /richDetail with the same title', async (t) => {
    const policies = await api('/common-client/home/policySearch?pageNum=1&pageSize=10')
    const { page, texts } = await open(t, '/policy', 'policy-card', '.content-card__title')
    assert.deepEqual(
      texts,
      policies.data.list.map((p) => p.title),
    )
    await keepScreenshot(page, { path: 'test-results/catalogue-policies.png' })
    await page.getByTestId('policy-card').nth(1).click()
    await page.waitForURL(new RegExp(`/richDetail\\?id=${policies.data.list[1].id}`))
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), texts[1])
    await page.locator('.rich-content').waitFor()
    assert.match(await page.locator('.detail__facts').innerText(), new RegExp(policies.data.list[1].issuer))
    await keepScreenshot(page, { path: 'test-results/catalogue-rich-detail.png', fullPage: true })
  })

  it('/goldkey-policy lists only the investment-circle policies', async (t) => {
    const goldkey = await api('/common-client/home/policySearch?pageNum=1&pageSize=10&goldkey=true')
    const all = await api('/common-client/home/policySearch?pageNum=1&pageSize=1')
    assert.ok(goldkey.data.total > 0 && goldkey.data.total < all.data.total)
    const { texts } = await open(t, '/goldkey-policy', 'policy-card', '.content-card__title')
    assert.deepEqual(
      texts,
      goldkey.data.list.map((p) => p.title),
    )
  })

  it('/richDetail opens directly by id', async (t) => {
    const policy = await api('/common-client/home/policyDetail?id=3')
    const { texts } = await open(t, '/richDetail?id=3', 'detail-title')
    assert.deepEqual(texts, [policy.data.title])
  })

  it('/cifit/richDetail shows a fair article by code and by id', async (t) => {
    const byCode = await api('/common-client/cifit/article?code=visitor-guide')
    const first = await open(t, '/cifit/richDetail?code=visitor-guide', 'article-title')
    assert.deepEqual(first.texts, [byCode.data.title])
    const byId = await api('/common-client/cifit/article?id=1')
    const second = await open(t, '/cifit/richDetail?id=1', 'article-title')
    assert.deepEqual(second.texts, [byId.data.title])
    await second.page.locator('.rich-content p').first().waitFor()
  })

  it('/protocol shows the agreement of the query type', async (t) => {
    const privacy = await api('/common-client/operateCommonAgreementInfo/info?type=privacy')
    const { page, texts } = await open(t, '/protocol?type=privacy', 'article-title')
    assert.deepEqual(texts, [privacy.data.title])
    assert.ok((await page.locator('.rich-content h3').count()) > 1)
    await keepScreenshot(page, { path: 'test-results/catalogue-protocol.png', fullPage: true })
  })
})
