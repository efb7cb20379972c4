import { readFileSync } from 'node:fs'
import { BASE_URL, keepScreenshot } from './browser.mjs'

/** A call as a user, in their language; answers the envelope. */
export async function as(token, path, body, lang = 'zh') {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { accesstoken: token, lang, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  })
  return response.json()
}

/** A call to the operator API, as `npm run admin` makes it (the address and token the local server wrote). */
export async function operator(method, path, body) {
  const { url, token } = JSON.parse(readFileSync(process.env.OPERATOR_ACCESS ?? '', 'utf8'))
  const response = await fetch(`${url}/operator${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, lang: 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  })
  return response.json()
}

/** A phone page logged in with a token, in a language. */
export async function pageAs(device, newPhonePage, t, token, lang = 'zh-cn') {
  const page = await newPhonePage(device, t)
  await page.goto(`${BASE_URL}/home?token=${token}&X-Access-Lang=${lang}`)
  await page.waitForURL((url) => !url.searchParams.has('token'))
  return page
}

/** A screenshot under test-results/, named for the screen and language. */
export const shot = (page, name) => keepScreenshot(page, { path: `test-results/fair-${name}.png`, fullPage: true })
