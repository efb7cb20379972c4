import Taro from '@tarojs/taro'
import type { PersonRegistration, RegistrationSummary } from '@/contract/registration'
import { registrationDrafts, registrationGuide, registrations } from '@/contract/registration.endpoints'
import { answer, answering, deferred, profile } from '@/stores/testing/fake-api'
import DocumentsApplicationNew from './documents-application-new/index'
import MyRegistrationInfo from './my-registration-info/index'
import SubmittedSuccessfully from './submitted-successfully/index'
import VisitSingleReg from './visit-single-reg/index'
import { pageHarness } from '../../../tests/unit/page-harness'
import { optionsFixture, personFixture, rulesFixture, summaryOf } from '../../../tests/unit/registration-fixtures'

// Going back to a registration page (or to the app) shows where things stand now, not what the page showed before.

const page = pageHarness('packages/registration/submitted-successfully/index')
const { byTestId, text } = page

beforeEach(() => Taro.clearStorageSync())

type Answer<T> = T | Promise<T>

/** What the server answers now; a test changes it while the user is away. */
function server(person: PersonRegistration, realNameStatus = 2) {
  const now: { mine: Answer<RegistrationSummary[]>; person: Answer<PersonRegistration>; realNameStatus: number } = {
    mine: [summaryOf(person)],
    person,
    realNameStatus,
  }
  const api = {
    baseConfig: jest.fn(),
    userInfo: jest.fn(async () => profile({ realNameStatus: now.realNameStatus })),
    regions: jest.fn().mockResolvedValue([]),
    saveRegistrationDraft: jest.fn().mockResolvedValue(null),
    call: answering(
      answer(registrationGuide.rules, () => rulesFixture()),
      answer(registrationGuide.options, () => optionsFixture()),
      answer(registrations.mine, () => now.mine),
      answer(registrations.person, () => now.person),
      answer(registrationDrafts.get, () => null),
    ),
  }
  return { api, now }
}

const waiting = personFixture()
const approved = personFixture({ certificateStatus: 6 })

describe('registration pages shown again', () => {
  it('the outcome shows a review decided meanwhile, keeping the page while it asks', async () => {
    const { api, now } = server(waiting)
    await page.mount(SubmittedSuccessfully, await page.signedIn(api), { kind: 'person' })
    expect(text('reg-certificate-status')).toBe('已报名，待审核')

    const answered = deferred<RegistrationSummary[]>()
    now.mine = answered.promise
    await page.showAgain()
    expect(byTestId('status-loading')).toBeNull()
    expect(text('reg-certificate-status')).toBe('已报名，待审核')
    await page.act(() => answered.resolve([summaryOf(approved)]))
    await page.settle()
    expect(text('reg-outcome')).toContain('审核已通过')
    expect(text('reg-outcome')).not.toContain('72小时')
  })

  it("a registration's record shows its review's new step", async () => {
    const { api, now } = server(waiting)
    await page.mount(MyRegistrationInfo, await page.signedIn(api), { id: '5' })
    expect(text('reg-certificate-status')).toBe('已报名，待审核')
    now.mine = [summaryOf(approved)]
    now.person = approved
    await page.showAgain()
    expect(text('reg-certificate-status')).toBe('已制证')
  })

  it('the progress page moves past real-name verification once it was approved meanwhile', async () => {
    const { api, now } = server(waiting, 1)
    now.mine = []
    await page.mount(DocumentsApplicationNew, await page.signedIn(api), {})
    expect(text('progress-next')).toBe('去实名认证')
    now.realNameStatus = 2
    await page.showAgain()
    expect(text('progress-next')).toBe('去报名')
  })

  it('a form waiting for real-name verification opens once it was approved meanwhile', async () => {
    const { api, now } = server(waiting, 1)
    api.call = answering(
      answer(registrationGuide.rules, () => rulesFixture()),
      answer(registrationGuide.options, () => optionsFixture()),
      answer(registrations.person, () => null as unknown as PersonRegistration),
      answer(registrationDrafts.get, () => null),
    )
    await page.mount(VisitSingleReg, await page.signedIn(api, 'en-us'), {})
    expect(text('reg-realname-first')).toContain('Your verification is being reviewed')
    now.realNameStatus = 2
    await page.showAgain()
    expect(byTestId('reg-realname-first')).toBeNull()
    expect(byTestId('person-form')).not.toBeNull()
  })
})
