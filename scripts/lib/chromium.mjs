/** How this machine runs Chromium: no sandbox (root), no background calls to the closed network. */
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']

/** The full browser, headless: what Lighthouse measures beside the bare reference (scripts/bench-h5.mjs). */
export const CHROMIUM = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  flags: ['--headless=new', ...FLAGS],
}

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, what Playwright itself runs headless): the same
 * Blink and V8 without the browser's interface, a fifth to a third less CPU per page loaded. For the browser tests
 * and checks, as Playwright's launch options.
 */
export const HEADLESS_SHELL = {
  executablePath: process.env.CHROMIUM_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args: FLAGS,
}
