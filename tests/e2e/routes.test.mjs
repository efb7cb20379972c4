import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { after, before, describe, it } from 'node:test'
import {
  BASE_URL,
  keepScreenshot,
  launchBrowser,
  launchSharedPhone,
  newPhonePage,
  newSharedPage,
  waitForReady,
} from './browser.mjs'
import { routeQueries } from '../../scripts/lib/route-queries.mjs'

// The route table is TypeScript; tsx reads it the way the build does.
const ROUTES = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      "import('./src/routes/table.ts').then((m) => console.log(JSON.stringify(Object.entries((m.ROUTES ?? m.default.ROUTES)))))",
    ],
    {
      encoding: 'utf8',
    },
  ),
)

/** What shows that a route rendered, where the page is not mostly text. */
const SHOWN = {
  videoPlayer: '[data-testid="video-player"]',
  downloadRecords: '[data-testid="login-prompt"]',
  mypageEnroll: '[data-testid="login-prompt"]',
  activityFootprints: '[data-testid="login-prompt"]',
  mypageRealname: '[data-testid="login-prompt"]',
  verifiedConfirm: '[data-testid="login-prompt"]',
  myPoints: '[data-testid="login-prompt"]',
  pointsDetails: '[data-testid="login-prompt"]',
  mypageCollection: '[data-testid="login-prompt"]',
  mypageLike: '[data-testid="login-prompt"]',
  mypageFollow: '[data-testid="login-prompt"]',
  mypageInquiry: '[data-testid="login-prompt"]',
  mypageSubmitInquiry: '[data-testid="login-prompt"]',
  mypageSchedule: '[data-testid="login-prompt"]',
  batchRegDocking: '[data-testid="login-prompt"]',
  meetingInvitation: '[data-testid="login-prompt"]',
  meetInvitSuccess: '[data-testid="login-prompt"]',
  meetingRegform: '[data-testid="login-prompt"]',
  meetingResultPage: '[data-testid="login-prompt"]',
  meetingPopup: '[data-testid="login-prompt"]',
  meetingOfflineMerber: '[data-testid="login-prompt"]',
  pointsRules: '[data-testid="points-rule"]',
  summary: '[data-testid="login-prompt"]',
  questionnaire: '[data-testid="login-prompt"]',
  vipBecomeVip: '[data-testid="login-prompt"]',
  vipAppointment: '[data-testid="login-prompt"]',
  apply: '[data-testid="login-prompt"]',
  mypageAntiepidemic: '[data-testid="login-prompt"]',
  viewPicture: '[data-testid="viewer-image"]',
  statistics: '[data-testid="chart-investment"]',
  metaverse: '[data-testid="hall-not-configured"]',
  // Registration: the public pages show the rules; a visitor is asked to log in everywhere else.
  documentsApplication: '[data-testid="documents-hero"]',
  registrationDeadline: '[data-testid="reg-deadline"]',
  exhibitionSelect: '[data-testid="hall"]',
  interestedExhibitions: '[data-testid="hall"]',
  visitorRegistration: '[data-testid="visitor-notice"]',
  regInformation: '[data-testid="reg-information"]',
  documentsApplicationNew: '[data-testid="login-prompt"]',
  visitSingleReg: '[data-testid="login-prompt"]',
  exhibitorReg: '[data-testid="login-prompt"]',
  groupRegFrom: '[data-testid="login-prompt"]',
  orgRegForm: '[data-testid="login-prompt"]',
  visitorRegInfo: '[data-testid="login-prompt"]',
  exhibitionRegInfo: '[data-testid="login-prompt"]',
  receiveInfo: '[data-testid="login-prompt"]',
  submittedSuccessfully: '[data-testid="login-prompt"]',
  resultPage: '[data-testid="login-prompt"]',
  signupView: '[data-testid="login-prompt"]',
  visitorSignup: '[data-testid="login-prompt"]',
  signUpSuccess: '[data-testid="login-prompt"]',
  invitationCard: '[data-testid="login-prompt"]',
  invitation24: '[data-testid="login-prompt"]',
  electronicCard: '[data-testid="login-prompt"]',
  mypageRegisteInfo: '[data-testid="login-prompt"]',
  mypageExhibitionCode: '[data-testid="login-prompt"]',
  mypageCertificate: '[data-testid="login-prompt"]',
  mypageCertification: '[data-testid="login-prompt"]',
  mypageAbroadCertification: '[data-testid="login-prompt"]',
  mypageProfessional: '[data-testid="login-prompt"]',
  mypageProfessionalApply: '[data-testid="login-prompt"]',
  mypageMaterial: '[data-testid="login-prompt"]',
  mypageDrafts: '[data-testid="login-prompt"]',
  projectFormFinance: '[data-testid="login-prompt"]',
  projectFormInvest: '[data-testid="login-prompt"]',
  projectFormSuccess: '[data-testid="login-prompt"]',
  myRegistrationInfo: '[data-testid="login-prompt"]',
  certificateQrcode: '[data-testid="login-prompt"]',
  // Network: chats, creating a group and one's own circle pages ask a visitor to log in.
  chatRoom: '[data-testid="login-prompt"]',
  createGroupChat: '[data-testid="login-prompt"]',
  selectGroupOwner: '[data-testid="login-prompt"]',
  goldkeyLike: '[data-testid="login-prompt"]',
  goldkeyRelease: '[data-testid="login-prompt"]',
  mypageDynamic: '[data-testid="login-prompt"]',
  groupDetail: '[data-testid="group-sign-in"]',
  // Network: a person's page is public; a visitor is asked to log in everywhere else.
  homepage: '[data-testid="person-page"]',
  mypageCard: '[data-testid="login-prompt"]',
  mypageExchange: '[data-testid="login-prompt"]',
  scanResultFriend: '[data-testid="login-prompt"]',
  mypageVisitor: '[data-testid="login-prompt"]',
  mypageMyvisitor: '[data-testid="login-prompt"]',
  mypageFans: '[data-testid="login-prompt"]',
  mypageEngine: '[data-testid="login-prompt"]',
  mypageNegotiate: '[data-testid="login-prompt"]',
  workBench: '[data-testid="login-prompt"]',
  dataBoard: '[data-testid="login-prompt"]',
  spatialData: '[data-testid="login-prompt"]',
  leadCapture: '[data-testid="login-prompt"]',
  mypageBusinessman: '[data-testid="login-prompt"]',
  mypageMerchants: '[data-testid="login-prompt"]',
  mypageAssistant: '[data-testid="login-prompt"]',
}

let browser
let queryOf
let phone
before(async () => {
  browser = await launchBrowser()
  phone = await launchSharedPhone()
  ;({ queryOf } = await routeQueries(BASE_URL))
})
after(async () => {
  await phone?.close()
  await browser?.close()
})

// The sweep only reads the seed, signed out: its pages share one profile (and its compiled scripts), two open at a
// time; each waits for its own ready mark, not for the network.
const AT_ONCE = { concurrency: 2 }

describe('every route opens directly by its URL', AT_ONCE, () => {
  for (const [key, route] of ROUTES) {
    it(`${route.path} (${key}) shows content`, async (t) => {
      const page = await newSharedPage(phone, t)
      const errors = []
      page.on('pageerror', (error) => errors.push(error.message))
      const query = queryOf(key)
      const response = await page.goto(`${BASE_URL}${route.path}${query ? `?${query}` : ''}`)
      assert.equal(response.status(), 200)
      await waitForReady(page)
      assert.equal(await page.getByTestId('status-loading').count(), 0, `${route.path} is still loading`)
      assert.equal(await page.getByTestId('status-error').count(), 0, `${route.path} shows an error state`)
      assert.equal(await page.getByTestId('status-empty').count(), 0, `${route.path} shows an empty state`)
      if (SHOWN[key]) await page.locator(SHOWN[key]).first().waitFor()
      else assert.ok((await page.locator('body').innerText()).trim().length > 20, `${route.path} shows hardly anything`)
      assert.deepEqual(errors, [])
    })
  }
})

describe('every other path of a route opens directly too', AT_ONCE, () => {
  for (const [key, route] of ROUTES) {
    for (const alias of route.aliases ?? []) {
      it(`${alias} (${key}) shows content`, async (t) => {
        const page = await newSharedPage(phone, t)
        const errors = []
        page.on('pageerror', (error) => errors.push(error.message))
        const query = queryOf(key)
        const response = await page.goto(`${BASE_URL}${alias}${query ? `?${query}` : ''}`)
        assert.equal(response.status(), 200)
        await waitForReady(page)
        assert.equal(await page.getByTestId('status-error').count(), 0, `${alias} shows an error state`)
        assert.ok((await page.locator('body').innerText()).trim().length > 20, `${alias} shows hardly anything`)
        assert.deepEqual(errors, [])
      })
    }
  }
})

describe('an address the app does not serve', () => {
  for (const language of ['zh-cn', 'en-us']) {
    it(`shows the not-found page with the address and a way home (${language})`, async (t) => {
      const page = await newPhonePage(browser, t)
      await page.goto(`${BASE_URL}/no-such-page?x=1&X-Access-Lang=${language}`)
      await page.getByTestId('not-found').waitFor()
      assert.match(page.url(), /\/not-found\?from=/)
      const text = await page.getByTestId('not-found').innerText()
      assert.match(text, /\/no-such-page\?x=1/)
      assert.match(text, language === 'zh-cn' ? /页面不存在/ : /Page not found/)
      await keepScreenshot(page, { path: `test-results/not-found-${language}.png` })
      await page.getByTestId('not-found-home').click()
      await page.waitForURL(/\/home/)
      await page.getByTestId('home-search').waitFor()
    })
  }
})
