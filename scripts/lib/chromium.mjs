/** Chromium as this machine runs it: headless, no sandbox (root), no background calls to the closed network. */
export const CHROMIUM = {
  path: '/usr/bin/chromium',
  flags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
}
