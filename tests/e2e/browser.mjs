import { chromium } from 'playwright-core'

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080'
export const DEMO_TOKEN = process.env.DEMO_TOKEN ?? ''

/** Debian's Chromium, headless, with its calls home switched off (the machine has no outside network). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
}

/** A phone-sized page (375x667) that fails the test on any uncaught page error or dialog. */
export async function newPhonePage(browser, t) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  page.dialogs = []
  page.on('dialog', (dialog) => {
    page.dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('pageerror', (error) => t.diagnostic(`page error: ${error.message}`))
  return page
}

export async function api(path) {
  const res = await fetch(`${BASE_URL}${path}`)
  return res.json()
}
