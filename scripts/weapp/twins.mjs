// A mini program page and its H5 twin opened alike: the same server, the same person signed in or not, the same
// language (the mini program page check, npm run screens).
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromium } from 'playwright-core'
import { HEADLESS_SHELL } from '../lib/chromium.mjs'

const RUNNER = path.join(path.dirname(new URL(import.meta.url).pathname), 'page-runner.cjs')
const run = promisify(execFile)

/**
 * The ways a page is opened: by a visitor or the signed-in demo user, in Chinese or English. A signed-in user's
 * storage holds the token and the profile that came with it, as the app keeps them after a login; on H5 the same
 * comes from a link with the token and the language.
 */
export async function sessionsOn(server) {
  const profile = await fetch(`${server.base}/user-central/usr/userInfo`, {
    method: 'POST',
    headers: { accesstoken: server.demoToken, 'content-type': 'application/json' },
    body: '{}',
  }).then(async (res) => (await res.json()).data)
  const user = { token: server.demoToken, profile }
  const english = { app: { language: 'en-us' } }
  return {
    visitor: { language: 'zh-cn', storage: {}, h5: '' },
    'visitor, English': { language: 'en-us', storage: english, h5: 'X-Access-Lang=en-us' },
    'signed in': { language: 'zh-cn', storage: { user }, h5: `token=${server.demoToken}` },
    'signed in, English': {
      language: 'en-us',
      storage: { user, ...english },
      h5: `token=${server.demoToken}&X-Access-Lang=en-us`,
    },
  }
}

/**
 * Runs one mini program page in Node (page-runner.cjs) until it is ready, at most `wait` ms, in a session's storage;
 * `tap` taps something first (see the runner).
 */
export async function runWeappPage(dist, page, query, { api, session, wait, tap }) {
  const { stdout } = await run(process.execPath, [RUNNER, dist, page, query], {
    env: {
      ...process.env,
      API: api,
      WAIT: String(wait),
      STORAGE: JSON.stringify(session.storage),
      ...(tap && { TAP: tap }),
    },
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout)
}

/**
 * One phone profile per session, signed in and in its language once: a profile on disk keeps the H5 app's compiled
 * scripts from page to page. Also draws the mini program's pages (files), for which it may read local files.
 */
export async function launchPhones(server, sessions, { height }) {
  const profiles = mkdtempSync(path.join(os.tmpdir(), 'fair-twin-profiles-'))
  const phones = {}
  for (const [name, { h5 }] of Object.entries(sessions)) {
    phones[name] = await chromium.launchPersistentContext(path.join(profiles, name.replace(/\W+/g, '-')), {
      ...HEADLESS_SHELL,
      args: [...HEADLESS_SHELL.args, '--allow-file-access-from-files'],
      viewport: { width: 375, height },
      isMobile: true,
      hasTouch: true,
      // The pages as the network answers them, never a service worker's saved copy.
      serviceWorkers: 'block',
    })
    if (!h5) continue
    const tab = await phones[name].newPage()
    await tab.goto(`${server.base}/home?${h5}`)
    await tab.waitForURL((url) => !url.searchParams.has('token'))
    await tab.locator('[data-ready]').first().waitFor({ state: 'attached', timeout: 15_000 })
    await tab.close()
  }
  return {
    phones,
    async close() {
      await Promise.all(Object.values(phones).map((phone) => phone.close()))
      rmSync(profiles, { recursive: true, force: true })
    },
  }
}

/** Opens an H5 route in `tab` and waits for its ready mark. */
export async function openH5(tab, base, route, query) {
  await tab.goto(`${base}${route.path}${query ? `?${query}` : ''}`)
  await tab.locator('[data-ready]').first().waitFor({ state: 'attached', timeout: 15_000 })
}

/** The tap of a KEY_TAPS spec on an open H5 page, and a moment for what it opens to slide in. */
export async function tapH5(tab, spec) {
  const [text, selector] = spec.split(' >> ')
  await tab
    .locator(`xpath=//*[text()[normalize-space()="${text}"]]/following::*[contains(@class,"${selector.slice(1)}")][1]`)
    .click()
  await tab.waitForTimeout(700)
}
