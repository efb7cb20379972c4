import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { api, BASE_URL, DEMO_TOKEN, keepScreenshot, launchSharedPhone, newPhonePage } from './browser.mjs'

let device
before(async () => (device = await launchSharedPhone()))
after(async () => device?.close())

const titleOf = async (card) => (await card.locator('.content-card__title').innerText()).trim()

async function withToken(path) {
  const res = await fetch(`${BASE_URL}${path}`, { headers: { accesstoken: DEMO_TOKEN } })
  return res.json()
}

describe('enterprise pages open directly and show server content', () => {
  it('lists enterprises, investment institutions and products', async (t) => {
    const page = await newPhonePage(device, t)
    const cases = [
      ['/enterprise', '/common-client/home/enterpriseSearch?pageNum=1&pageSize=10', 'enterprise-card', (e) => e.name],
      [
        '/goldkey-company',
        '/common-client/home/enterpriseSearch?pageNum=1&pageSize=10&institution=1',
        'enterprise-card',
        (e) => e.name,
      ],
      ['/product-list', '/merchants-client/product/list?pageNum=1&pageSize=10', 'product-card', (p) => p.name],
    ]
    for (const [path, call, testId, name] of cases) {
      const expected = await api(call)
      assert.equal(expected.code, 200, call)
      assert.ok(expected.data.total > 0, call)
      await page.goto(`${BASE_URL}${path}`)
      const card = page.getByTestId(testId).first()
      await card.waitFor()
      assert.equal(await page.getByTestId(testId).count(), Math.min(expected.data.total, 10), path)
      assert.equal(await titleOf(card), name(expected.data.list[0]), path)
    }
    await keepScreenshot(page, { path: 'test-results/enterprise-product-list.png' })
  })

  it('filters enterprises by keyword from the address', async (t) => {
    const page = await newPhonePage(device, t)
    const keyword = encodeURIComponent('鹭岛')
    const expected = await api(`/common-client/home/enterpriseSearch?keyword=${keyword}&pageNum=1&pageSize=10`)
    assert.ok(expected.data.total > 0)
    await page.goto(`${BASE_URL}/enterprise?keyword=${keyword}`)
    await page.getByTestId('enterprise-card').first().waitFor()
    assert.equal(await page.getByTestId('enterprise-card').count(), expected.data.total)
  })

  it('shows an enterprise homepage, introduction, products, projects and exhibitions', async (t) => {
    const page = await newPhonePage(device, t)
    const atlas = await api('/common-client/enterprise/atlas')
    const search = await api('/common-client/home/enterpriseSearch?pageNum=1&pageSize=50')
    const withBooth = search.data.list.find((e) => e.boothId !== null)
    const id = withBooth.enterpriseId
    const detail = await api(`/common-client/home/enterpriseDetail?id=${id}`)
    assert.equal(detail.code, 200)

    await page.goto(`${BASE_URL}/businessIndex?id=${id}`)
    await page.getByTestId('enterprise-name').waitFor()
    assert.equal((await page.getByTestId('enterprise-name').innerText()).trim(), detail.data.name)
    assert.equal(await page.getByTestId('enterprise-section').count(), 5)
    await keepScreenshot(page, { path: 'test-results/business-index.png', fullPage: true })

    await page.goto(`${BASE_URL}/businessIntroduce?id=${id}`)
    await page.getByTestId('detail-title').waitFor()
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), detail.data.name)
    await page.locator('.rich-content').waitFor()

    const products = await api(`/merchants-client/product/list?enterpriseId=${id}&pageNum=1&pageSize=10`)
    await page.goto(`${BASE_URL}/businessProduct?id=${id}`)
    await page.getByTestId('product-card').first().waitFor()
    assert.equal(await page.getByTestId('product-card').count(), products.data.total)

    const booths = await api(`/common-client/enterprise/boothList?enterpriseId=${id}&pageNum=1&pageSize=10`)
    await page.goto(`${BASE_URL}/businessExhibition?id=${id}`)
    await page.getByTestId('booth-card').first().waitFor()
    assert.equal(await page.getByTestId('booth-card').count(), booths.data.total)
    assert.equal(await titleOf(page.getByTestId('booth-card').first()), booths.data.list[0].exhibitionName)

    const linked = atlas.data.flatMap((g) => g.enterprises).map((e) => e.id)
    let projects
    for (const candidate of linked) {
      projects = await api(`/common-client/enterprise/projectList?enterpriseId=${candidate}&pageNum=1&pageSize=10`)
      if (projects.data.total > 0) {
        await page.goto(`${BASE_URL}/businessProject?id=${candidate}`)
        break
      }
    }
    await page.getByTestId('project-card').first().waitFor()
    assert.equal(await page.getByTestId('project-card').count(), Math.min(projects.data.total, 10))
    assert.equal(await titleOf(page.getByTestId('project-card').first()), projects.data.list[0].title)
  })

  it('shows a product detail with specs and an enquiry button, and the enquiry form', async (t) => {
    const page = await newPhonePage(device, t)
    const product = await api('/common-client/product/info?id=2')
    assert.equal(product.code, 200)
    await page.goto(`${BASE_URL}/businessProductDetail?id=2`)
    await page.getByTestId('detail-title').waitFor()
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), product.data.name)
    assert.match(await page.locator('.detail__facts').innerText(), new RegExp(product.data.specs[0][1]))
    await page.getByTestId('product-enquire').waitFor()
    await keepScreenshot(page, { path: 'test-results/business-product-detail.png', fullPage: true })

    await page.goto(`${BASE_URL}/submitInquiry?productId=2`)
    await page.getByTestId('inquiry-product').waitFor()
    assert.match(await page.getByTestId('inquiry-product').innerText(), new RegExp(product.data.name))
  })

  it('shows the enterprise atlas with an industry index and every enterprise', async (t) => {
    const page = await newPhonePage(device, t)
    const atlas = await api('/common-client/enterprise/atlas')
    await page.goto(`${BASE_URL}/enterpriseAtlas`)
    await page.getByTestId('atlas-industry').first().waitFor()
    assert.equal(await page.getByTestId('atlas-industry').count(), atlas.data.length)
    assert.equal(
      await page.getByTestId('atlas-enterprise').count(),
      atlas.data.reduce((n, g) => n + g.count, 0),
    )
    const lastGroup = `#atlas-industry-${atlas.data.at(-1).industryId}`
    const top = () =>
      page.evaluate((selector) => document.querySelector(selector).getBoundingClientRect().top, lastGroup)
    assert.ok((await top()) > 667, 'the last industry starts below the fold')
    await page.getByTestId('atlas-industry').last().click()
    // The jump is an animation: a click while it runs lands where the page has since scrolled away from.
    await page.waitForFunction(
      async (selector) => {
        const before = window.scrollY
        await new Promise((resolve) => setTimeout(resolve, 100))
        return window.scrollY === before && document.querySelector(selector).getBoundingClientRect().top < 667
      },
      lastGroup,
      { timeout: 5000 },
    )
    await page.getByTestId('atlas-enterprise').first().click()
    await page.waitForURL(/\/businessIndex\?id=\d+/)
    await page.getByTestId('enterprise-name').waitFor()
  })
})

describe('from the enterprise list to a purchase enquiry', () => {
  it('opens a company, its products and a product, and sends an enquiry as the demo user', async (t) => {
    assert.ok(DEMO_TOKEN, 'the server printed a demo login link')
    const page = await newPhonePage(device, t)
    await page.goto(`${BASE_URL}/home?token=${DEMO_TOKEN}`)
    await page.waitForFunction(() => !location.search.includes('token='))

    await page.goto(`${BASE_URL}/enterprise`)
    const company = page.getByTestId('enterprise-card').first()
    await company.waitFor()
    const companyName = await titleOf(company)
    await company.click()
    await page.waitForURL(/\/businessIndex\?id=\d+/)
    assert.equal((await page.getByTestId('enterprise-name').innerText()).trim(), companyName)

    await page.getByTestId('enterprise-section').nth(1).click()
    await page.waitForURL(/\/businessProduct\?id=\d+/)
    // The company page under this one, with its featured products, stays in the document: the shown page is the last,
    // and its cards are taken once it is ready (a card of the page going under never settles for a click).
    const shown = page.locator('.taro_page').last()
    await shown.locator('.page--businessProduct[data-ready]').waitFor()
    const product = shown.getByTestId('product-card').first()
    await product.waitFor()
    const productName = await titleOf(product)
    await product.click()
    await page.waitForURL(/\/businessProductDetail\?id=\d+/)
    assert.equal((await page.getByTestId('detail-title').innerText()).trim(), productName)
    const productId = Number(new URL(page.url()).searchParams.get('id'))

    await page.getByTestId('product-enquire').click()
    await page.waitForURL(/\/submitInquiry\?productId=\d+/)
    await page.getByTestId('inquiry-submit').click()
    await page.getByTestId('inquiry-phone-error').waitFor()
    assert.equal((await page.getByTestId('inquiry-quantity-error').innerText()).trim(), '请输入采购数量')

    await page.getByTestId('inquiry-quantity').locator('input').fill('20')
    await page.getByTestId('inquiry-unit-set').click()
    await page.getByTestId('inquiry-requirements').locator('textarea').fill('需要 CE 认证，含安装调试')
    await page.getByTestId('inquiry-phone').locator('input').fill('12345')
    await page.getByTestId('inquiry-submit').click()
    await page.getByTestId('inquiry-phone-error').waitFor()

    await page.reload()
    await page.getByTestId('inquiry-quantity').locator('input').waitFor()
    assert.equal(await page.getByTestId('inquiry-quantity').locator('input').inputValue(), '20')
    assert.equal(
      await page.getByTestId('inquiry-requirements').locator('textarea').inputValue(),
      '需要 CE 认证，含安装调试',
    )

    await page.getByTestId('inquiry-phone').locator('input').fill('13800138000')
    await keepScreenshot(page, { path: 'test-results/submit-inquiry.png', fullPage: true })
    await page.getByTestId('inquiry-submit').click()
    await page.getByTestId('inquiry-applied').waitFor()
    const state = await withToken(`/user-central/unify/checkInquiryApply?productId=${productId}`)
    assert.deepEqual(state.data, { applied: true })
  })
})
