import Taro from '@tarojs/taro'
import { projects } from '@/contract/content.endpoints'
import { NetworkCode } from '@/contract/network.codes'
import { cards, people } from '@/contract/network.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import Homepage from './homepage/index'
import MypageCard from './mypage-card/index'
import MypageExchange from './mypage-exchange/index'
import MypageFans from './mypage-fans/index'
import ScanResultFriend from './scan-result-friend/index'
import { exchangeItem, ownCard, pageOf, personPage, publicCard, brief } from '../../../tests/unit/network-fixtures'
import { pageHarness } from '../../../tests/unit/page-harness'

const page = pageHarness('packages/network/homepage/index')
const { byTestId, all, click, toasts, text, signedIn, navigatedTo } = page

describe("a person's page (/homepage)", () => {
  it('hides contacts before an exchange and asks for one', async () => {
    const detail = jest.fn().mockResolvedValue(personPage())
    const api = {
      call: answering(
        answer(people.page, detail),
        answer(people.posts, () => pageOf([])),
      ),
      requestExchange: jest.fn().mockResolvedValue({ state: 'sent', requestId: 4 }),
    }
    await page.mount(Homepage, await signedIn(api), { id: '21' })
    expect(detail).toHaveBeenCalledWith({ id: 21 })
    expect(text('person-name')).toBe('林晓')
    expect(byTestId('contacts')).toBeNull()
    expect(text('contacts-hidden')).toContain('交换名片后可查看联系方式')
    expect(text('needs-offers')).toContain('投资')

    detail.mockResolvedValue(personPage({ exchange: { state: 'sent', requestId: 4 } }))
    await click(byTestId('exchange-request')!)
    expect(api.requestExchange).toHaveBeenCalledWith({ userId: 21, source: 'card' })
    expect(toasts).toContain('已发送交换请求')
    expect(text('exchange-state')).toContain('等待对方同意')
  })

  it.each([
    ['zh-cn', '请先创建您的电子名片', '创建名片'],
    ['en-us', 'Please make your business card first', 'New card'],
  ] as const)(
    'offers the card form when the exchange is refused for want of a card (%s)',
    async (language, msg, label) => {
      const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
      const api = {
        call: answering(
          answer(people.page, () => personPage()),
          answer(people.posts, () => pageOf([])),
        ),
        requestExchange: jest.fn().mockRejectedValue(new ApiError('server', { code: NetworkCode.cardRequired, msg })),
      }
      await page.mount(Homepage, await signedIn(api, language), { id: '21' })
      await click(byTestId('exchange-request')!)
      expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: msg, confirmText: label }))
      expect(navigatedTo()).toContain('/packages/network/mypage-card/index')
      expect(toasts).toEqual([])
    },
  )

  it("shows the person's phone once cards are exchanged, in English too", async () => {
    const exchanged = personPage({
      exchange: { state: 'exchanged', requestId: 4 },
      contacts: { phone: '13588880001', email: 'lin@example.com' },
    })
    const api = {
      call: answering(
        answer(people.page, () => exchanged),
        answer(people.posts, () => pageOf([])),
      ),
    }
    await page.mount(Homepage, await signedIn(api, 'en-us'), { id: '21' })
    expect(text('contact-phone')).toBe('135 8888 0001')
    expect(text('exchange-state')).toBe('Cards exchanged')
    expect(byTestId('exchange-request')).toBeNull()
    await click(byTestId('exchange-chat')!)
    expect(navigatedTo()).toContain('/packages/network/chat-room/index?userId=21')
  })

  it('sends a visitor to log in instead of asking for an exchange', async () => {
    const api = {
      call: answering(
        answer(people.page, () => personPage()),
        answer(people.posts, () => pageOf([])),
      ),
      requestExchange: jest.fn(),
    }
    await page.mount(Homepage, page.stores(api), { id: '21' })
    await click(byTestId('exchange-request')!)
    expect(api.requestExchange).not.toHaveBeenCalled()
    expect(navigatedTo()).toContain('/pages/login/index')
  })

  it('follows the person and shows the new count', async () => {
    const api = {
      call: answering(
        answer(people.page, () => personPage()),
        answer(people.posts, () => pageOf([])),
      ),
      followPerson: jest.fn().mockResolvedValue({ following: true, followers: 4 }),
    }
    await page.mount(Homepage, await signedIn(api), { id: '21' })
    await click(byTestId('person-follow')!)
    expect(text('person-follow')).toContain('已关注')
    expect(text('person-followers')).toBe('粉丝 4')
  })
})

describe('card exchanges (/mypage-exchange)', () => {
  it('asks a visitor to log in', async () => {
    const exchanges = jest.fn()
    await page.mount(MypageExchange, page.stores({ call: answering(answer(cards.exchanges, exchanges)) }), {})
    expect(text('login-prompt')).toContain('登录后查看名片交换')
    expect(exchanges).not.toHaveBeenCalled()
  })

  it('accepts a received request and then shows the contacts', async () => {
    const exchanges = jest.fn().mockResolvedValue(pageOf([exchangeItem()]))
    const api = {
      call: answering(answer(cards.exchanges, exchanges)),
      acceptExchange: jest.fn().mockResolvedValue({ state: 'exchanged', requestId: 5 }),
      userInfoDetail: jest.fn().mockResolvedValue(personPage({ contacts: { phone: '13588880001', email: '' } })),
    }
    await page.mount(MypageExchange, await signedIn(api), {})
    expect(exchanges).toHaveBeenCalledWith(expect.objectContaining({ box: 'received' }))
    expect(byTestId('contacts')).toBeNull()
    await click(byTestId('exchange-accept')!)
    expect(api.acceptExchange).toHaveBeenCalledWith(5)
    expect(text('contact-phone')).toBe('135 8888 0001')
    expect(byTestId('exchange-accept')).toBeNull()
  })

  it('says why declining failed in the server words', async () => {
    const api = {
      call: answering(answer(cards.exchanges, () => pageOf([exchangeItem()]))),
      declineExchange: jest
        .fn()
        .mockRejectedValue(new ApiError('server', { code: NetworkCode.notPending, msg: '该请求已处理' })),
    }
    await page.mount(MypageExchange, await signedIn(api), {})
    await click(byTestId('exchange-decline')!)
    expect(toasts).toContain('该请求已处理')
  })

  it('shows an empty box with its own words', async () => {
    const exchanges = jest.fn().mockResolvedValue(pageOf([]))
    await page.mount(MypageExchange, await signedIn({ call: answering(answer(cards.exchanges, exchanges)) }), {
      box: 'sent',
    })
    expect(exchanges).toHaveBeenCalledWith(expect.objectContaining({ box: 'sent' }))
    expect(text('status-empty')).toContain('暂无名片交换记录')
  })
})

describe('my card (/mypage-card)', () => {
  it('shows the card with its phone and QR code', async () => {
    const api = {
      call: answering(
        answer(cards.status, () => ({ status: 'active' as const, card: ownCard() })),
        answer(projects.industries, () => [{ value: '3', label: '新能源' }]),
        answer(cards.code, () => ({ code: 'CIFITC1.7.x', qrSvg: '<svg/>' })),
      ),
    }
    await page.mount(MypageCard, await signedIn(api), {})
    expect(text('my-card')).toContain('王五')
    expect(text('contact-phone')).toBe('138 0013 8000')
    expect(byTestId('card-code')?.querySelector('img,taro-image-core')).not.toBeNull()
    await click(byTestId('card-edit')!)
    expect(byTestId('card-form')).not.toBeNull()
  })

  it('edits the phone as people write it, a number from abroad included', async () => {
    const saveCard = jest.fn().mockResolvedValue(ownCard())
    const api = {
      call: answering(
        answer(cards.status, () => ({ status: 'active' as const, card: ownCard() })),
        answer(projects.industries, () => [{ value: '3', label: '新能源' }]),
        answer(cards.code, () => ({ code: 'CIFITC1.7.x', qrSvg: '<svg/>' })),
      ),
      saveCard,
    }
    await page.mount(MypageCard, await signedIn(api), {})
    await click(byTestId('card-edit')!)
    const form = page.form('card')
    expect(await form.valueOf('phone')).toBe('138 0013 8000')
    // The phone keypad, which has '+', not the digit one that dropped it.
    expect(((await form.field('phone')) as HTMLInputElement).type).toBe('tel')
    await form.type('phone', '12345')
    await click(byTestId('card-submit')!)
    expect(form.errorOf('phone')).toBe('请输入正确的电话号码，如 13800138000、010-12345678 或 +49 89 1234567')
    expect(saveCard).not.toHaveBeenCalled()
    await form.type('phone', '+49 89 1234567')
    await click(byTestId('card-submit')!)
    expect(saveCard).toHaveBeenCalledWith(expect.objectContaining({ phone: '+49 89 1234567' }))
  })

  it('offers the form when the user has no card yet', async () => {
    const api = {
      call: answering(
        answer(cards.status, () => ({ status: 'none' as const, card: null })),
        answer(projects.industries, () => []),
      ),
    }
    await page.mount(MypageCard, await signedIn(api, 'en-us'), {})
    expect(document.body.textContent).toContain('You have no business card yet')
    expect(byTestId('card-form')).not.toBeNull()
    expect(byTestId('card-offers-investment')).not.toBeNull()
  })
})

describe('a scanned card code (/scan-result-friend)', () => {
  it('asks the person for an exchange and says so', async () => {
    const api = {
      scanToExchange: jest.fn().mockResolvedValue({ person: publicCard(), exchange: { state: 'sent', requestId: 3 } }),
    }
    await page.mount(ScanResultFriend, await signedIn(api), { code: encodeURIComponent('CIFITC1.21.abc') })
    expect(api.scanToExchange).toHaveBeenCalledWith('CIFITC1.21.abc')
    expect(text('scan-found')).toContain('已向对方发送名片交换请求')
    expect(text('person-name')).toBe('林晓')
  })

  it("shows the server's refusal of a code it did not sign", async () => {
    const api = {
      scanToExchange: jest
        .fn()
        .mockRejectedValue(new ApiError('server', { code: NetworkCode.codeInvalid, msg: '无效的名片码' })),
    }
    await page.mount(ScanResultFriend, await signedIn(api), { code: 'nonsense' })
    expect(text('scan-refused')).toBe('无效的名片码')
    expect(byTestId('code-input')).not.toBeNull()
  })
})

describe('my fans', () => {
  it('follows a fan back', async () => {
    const api = {
      call: answering(answer(people.fans, () => pageOf([{ person: brief(), followedAt: 1, mutual: false }]))),
      followPerson: jest.fn().mockResolvedValue({ following: true, followers: 1 }),
    }
    await page.mount(MypageFans, await signedIn(api), {})
    await page.settle()
    expect(text('fan-follow')).toContain('回关')
    await click(byTestId('fan-follow')!)
    expect(api.followPerson).toHaveBeenCalledWith(21)
    expect(text('fan-follow')).toContain('互相关注')
    expect(all('fan-row')).toHaveLength(1)
  })
})
