import { fair } from '@/contract/fair.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import CaptchaDesc from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/account/captcha-desc/index')

function setup(baseConfig: jest.Mock) {
  return page.stores({ call: answering(answer(fair.baseConfig, baseConfig)) })
}

describe('captcha help page', () => {
  it('shows the reasons, what to do and the service phone', async () => {
    await page.mount(CaptchaDesc, setup(jest.fn().mockResolvedValue({ servicePhone: '0592-1234567' })), {})
    expect(page.text('captcha-desc')).toContain('收不到验证码')
    expect(page.text('captcha-service-phone')).toContain('0592-1234567')
  })

  it('still shows the help, without a phone, when the settings cannot be read', async () => {
    await page.mount(CaptchaDesc, setup(jest.fn().mockRejectedValue(new ApiError('network'))), {})
    expect(page.byTestId('status-error')).toBeNull()
    expect(page.byTestId('captcha-desc')).not.toBeNull()
    expect(page.byTestId('captcha-service-phone')).toBeNull()
  })
})
