import { fair } from '@/contract/fair.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import Protocol from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/content/protocol/index')

function setup(agreement: jest.Mock) {
  return page.stores({ call: answering(answer(fair.agreement, agreement)) })
}

describe('protocol page', () => {
  it('shows the user agreement when no type is given', async () => {
    const agreement = jest.fn().mockResolvedValue({ type: 'user', title: '用户协议', content: '<p>条款</p>' })
    await page.mount(Protocol, setup(agreement), {})
    expect(agreement).toHaveBeenCalledWith({ type: 'user' })
    expect(page.text('article-title')).toBe('用户协议')
    expect(page.text('article-page')).toContain('条款')
  })

  it('offers a retry when the agreement cannot be read', async () => {
    const agreement = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValue({ type: 'privacy', title: '隐私政策', content: '' })
    await page.mount(Protocol, setup(agreement), { type: 'privacy' })
    await page.click(page.byTestId('status-error')!.querySelector('button, .nut-button')!)
    expect(agreement).toHaveBeenLastCalledWith({ type: 'privacy' })
    expect(page.text('article-title')).toBe('隐私政策')
  })
})
