import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import QRCode from 'qrcode'
import {
  BASE_URL,
  DEMO_TOKEN,
  freshAccount,
  keepScreenshot,
  launchBrowser,
  newPhonePage,
  waitForReady,
} from './browser.mjs'

// Lead capture with the phone's camera on H5: the camera is a canvas showing a real badge's QR code (the browser's
// getUserMedia replaced before the app starts), read by the app's scanner; then a note and a rating on the lead.

/** The demo's delegation contact (server/src/registration/registrations.fixtures.ts): a visitor with an issued badge. */
const VISITOR_PHONE = '13700137001'

/** A GET as a user; answers the envelope. */
async function as(token, path) {
  const response = await fetch(`${BASE_URL}/user-central/${path}`, { headers: { accesstoken: token, lang: 'zh' } })
  return response.json()
}

/** The visitor's id and the signed payload of their badge, as its QR code holds it (registration/badge). */
async function visitorBadge() {
  const token = await freshAccount(VISITOR_PHONE)
  const { data: profile } = await fetch(`${BASE_URL}/user-central/usr/userInfo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accesstoken: token },
  }).then((res) => res.json())
  const mine = await as(token, 'registration/mine')
  const issued = mine.data.find((registration) => registration.badgeReady)
  assert.ok(issued, `no issued badge among ${JSON.stringify(mine.data)}`)
  const badge = await as(token, `registration/badge?registrationId=${issued.id}`)
  assert.equal(badge.code, 200, badge.msg)
  return { userId: profile.id, payload: badge.data.payload }
}

/**
 * Runs in the page before the app: `navigator.mediaDevices.getUserMedia` answers the stream of a canvas that shows
 * the QR code (a data: URL) on white, or a white canvas without one, or refuses as a person denying access would.
 * `window.__camera` keeps the constraints asked for and the streams given, and switches between those at run time.
 */
function fakeCamera({ qr, refuse }) {
  const camera = { qr, refuse, constraints: [], streams: [] }
  window.__camera = camera
  const canvas = document.createElement('canvas')
  canvas.width = 640
  canvas.height = 480
  const context = canvas.getContext('2d')
  const image = new window.Image()
  const draw = () => {
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    if (camera.qr && image.complete && image.naturalWidth) context.drawImage(image, 170, 90, 300, 300)
  }
  if (qr) image.src = qr
  image.onload = draw
  // A canvas's stream sends a frame when it is drawn: redrawn all the time, as a camera keeps sending them.
  window.setInterval(draw, 100)
  const getUserMedia = async (constraints) => {
    camera.constraints.push(constraints)
    if (camera.refuse) throw new window.DOMException('Permission denied', 'NotAllowedError')
    // In the document (out of sight), so the browser paints it, and its stream has frames, as an app's canvas would.
    if (!canvas.isConnected) {
      canvas.style.cssText = 'position: fixed; top: 0; left: -10000px'
      document.documentElement.appendChild(canvas)
    }
    draw()
    const stream = canvas.captureStream(15)
    camera.streams.push(stream)
    return stream
  }
  if (navigator.mediaDevices) navigator.mediaDevices.getUserMedia = getUserMedia
  else Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } })
}

/** Whether every stream the fake camera gave has all its tracks stopped. */
const cameraStopped = (page) =>
  page.evaluate(() => window.__camera.streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended')))

/** The lead capture page, signed in as the demo user (who acts for an exhibitor), in a language, its camera faked. */
async function leadCapture(browser, t, language, camera) {
  const page = await newPhonePage(browser, t)
  await page.addInitScript(fakeCamera, camera)
  await page.goto(`${BASE_URL}/lead-capture?token=${DEMO_TOKEN}&X-Access-Lang=${language}`)
  await page.waitForURL((url) => !url.searchParams.has('token'))
  await waitForReady(page)
  await page.getByTestId('code-scan').waitFor()
  return page
}

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

describe('lead capture with the camera (H5)', () => {
  it('reads a visitor’s badge from the camera, captures the lead, and takes a note and a rating', async (t) => {
    const badge = await visitorBadge()
    const qr = await QRCode.toDataURL(badge.payload, { errorCorrectionLevel: 'M', margin: 4, width: 300 })
    const page = await leadCapture(browser, t, 'zh-cn', { qr, refuse: false })
    const scripts = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })

    await page.getByTestId('code-scan').click()
    const card = page.getByTestId('lead-captured')
    await card.waitFor({ timeout: 20_000 })
    await page.getByTestId('camera-scanner').waitFor({ state: 'detached' })
    assert.ok(await cameraStopped(page), 'the camera is stopped once the code is read')
    assert.deepEqual(await page.evaluate(() => window.__camera.constraints), [
      { video: { facingMode: 'environment' }, audio: false },
    ])
    // Without the browser's own QR reader (Chromium on Linux has none), the decoder came as a chunk of its own.
    const nativeQr = await page.evaluate(async () =>
      'BarcodeDetector' in window ? (await window.BarcodeDetector.getSupportedFormats()).includes('qr_code') : false,
    )
    if (!nativeQr) assert.ok(scripts.length > 0, 'the decoder is loaded when the scanner opens')

    // The server has the lead, from the badge, with the name the card shows.
    const leads = await as(DEMO_TOKEN, 'network/leads?pageSize=50')
    const lead = leads.data.list.find((l) => l.userId === badge.userId)
    assert.ok(lead, 'the visitor is a lead of the demo exhibitor')
    assert.equal(lead.source, 'badge')
    assert.equal((await card.locator('.lead__name').innerText()).trim(), lead.name)

    // A note and four stars on the lead just captured.
    const note = '关注储能项目，下周三回访'
    await card.getByTestId('lead-edit').click()
    const sheet = page.getByTestId('lead-note-sheet')
    await sheet.waitFor()
    await sheet.locator('[data-testid="lead-note"] textarea').fill(note)
    await sheet.getByTestId('lead-star').nth(3).click()
    await sheet.locator('[data-testid="lead-rating-field"][data-rating="4"]').waitFor()
    await keepScreenshot(page, { path: 'test-results/lead-note-sheet.png' })
    await sheet.getByTestId('lead-note-save').click()
    await sheet.waitFor({ state: 'detached' })

    // Both the card and the lead's row in the list show them.
    const noted = page
      .getByTestId('lead-row')
      .filter({ hasText: lead.name })
      .filter({ has: page.getByTestId('lead-note-text').filter({ hasText: note }) })
    await noted.nth(1).waitFor()
    assert.equal(await noted.count(), 2)
    for (const row of await noted.all()) {
      const stars = row.getByTestId('lead-rating')
      assert.equal((await stars.innerText()).trim(), '★★★★☆')
      assert.equal(await stars.getAttribute('aria-label'), '4 星')
    }
    const saved = (await as(DEMO_TOKEN, 'network/leads?pageSize=50')).data.list.find((l) => l.id === lead.id)
    assert.deepEqual([saved.note, saved.rating], [note, 4])
  })

  it('says in English that the camera was refused, offers typing the code, and stops the camera when closed', async (t) => {
    const page = await leadCapture(browser, t, 'en-us', { qr: '', refuse: true })
    await page.getByTestId('code-scan').filter({ hasText: "Scan a visitor's badge or card" }).waitFor()

    await page.getByTestId('code-scan').click()
    const problem = page.getByTestId('camera-problem')
    await problem.waitFor()
    assert.match(await problem.innerText(), /access to it was refused/)
    await page.getByTestId('camera-type-instead').filter({ hasText: 'Type the code' }).click()
    await page.getByTestId('camera-scanner').waitFor({ state: 'detached' })
    // The typed code has the focus, ready for the keyboard.
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="code-input"]'))

    // Access given, a camera that shows no code: the layer reads on until it is closed, and the camera stops then.
    await page.evaluate(() => (window.__camera.refuse = false))
    await page.getByTestId('code-scan').click()
    await page.getByTestId('camera-hint').filter({ hasText: 'Hold the QR code' }).waitFor()
    await keepScreenshot(page, { path: 'test-results/lead-camera-scanner.png' })
    assert.equal(await cameraStopped(page), false)
    assert.equal(await page.getByTestId('camera-close').getAttribute('aria-label'), 'Close')
    await page.getByTestId('camera-close').click()
    await page.getByTestId('camera-scanner').waitFor({ state: 'detached' })
    assert.ok(await cameraStopped(page), 'the camera is stopped when the layer closes')
  })
})
