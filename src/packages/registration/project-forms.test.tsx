import Taro from '@tarojs/taro'
import { registrationDrafts, registrationGuide } from '@/contract/registration.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering, profile } from '@/stores/testing/fake-api'
import ProjectFinance from './project-finance/index'
import ProjectInvest from './project-invest/index'
import { pageHarness } from '../../../tests/unit/page-harness'
import { optionsFixture, rulesFixture } from '../../../tests/unit/registration-fixtures'

const page = pageHarness('packages/registration/project-invest/index')
const { byTestId, click, toasts } = page

/** A signed-in user's api for the project forms: rules, options, no draft, and sending that fails as `failure` says. */
function api(failure: unknown) {
  const reject = jest.fn().mockRejectedValue(failure)
  return {
    baseConfig: jest.fn(),
    userInfo: jest.fn().mockResolvedValue(profile({ realNameStatus: 2 })),
    saveRegistrationDraft: jest.fn().mockResolvedValue(null),
    deleteRegistrationDraft: jest.fn().mockResolvedValue(null),
    submitInvest: reject,
    submitFinance: reject,
    call: answering(
      answer(registrationGuide.rules, () => rulesFixture()),
      answer(registrationGuide.options, () => optionsFixture()),
      answer(registrationDrafts.get, () => null),
    ),
  }
}

beforeEach(() => Taro.clearStorageSync())

describe('the project forms', () => {
  it('say an investment intention could not be submitted when the server gives no reason (seed 001), keeping it', async () => {
    const fake = api(new ApiError('server', { code: 500 }))
    await page.mount(ProjectInvest, await page.signedIn(fake), {})
    const form = page.form<'institutionName' | 'institutionProfile'>('invest')
    await form.type('institutionName', '海峡创投')
    await form.type('institutionProfile', '专注先进制造的早期投资机构。')
    await click(byTestId('invest-submit')!)
    expect(fake.submitInvest).toHaveBeenCalled()
    expect(toasts).toContain('投资意向提交失败')
    expect(await form.valueOf('institutionName')).toBe('海峡创投')
  })

  it('say a project proposal could not be submitted, and state the overseas cap with its rate, in English', async () => {
    const fake = api(new ApiError('server', { code: 500 }))
    await page.mount(ProjectFinance, await page.signedIn(fake, 'en-us'), {})
    expect(byTestId('finance-overseas-limit')?.textContent).toBe(
      'Overseas capital projects are acceptable below USD 100 million (at CNY 7.2 to the dollar)',
    )
    const form = page.form<
      'companyName' | 'contactPerson' | 'phone' | 'projectName' | 'projectDetail' | 'developmentPlan'
    >('finance')
    await form.type('companyName', 'Xiamen Chiplink')
    await form.type('contactPerson', 'Zhou Min')
    await form.type('phone', '13912345678')
    await form.type('projectName', 'Automotive chip test line')
    await form.type('projectDetail', 'A packaging and test line for automotive chips.')
    await form.type('developmentPlan', 'Mass production within three years.')
    await click(byTestId('finance-submit')!)
    expect(fake.submitFinance).toHaveBeenCalled()
    expect(toasts).toContain('Your project proposal could not be submitted')
  })
})
