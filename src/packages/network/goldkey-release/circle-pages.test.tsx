import Taro from '@tarojs/taro'
import type { CircleAccess, CustomerCare, PostDetail } from '@/contract/network'
import { NetworkCode } from '@/contract/network.codes'
import { circle, customerService } from '@/contract/network.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import GoldkeyRelease from './index'
import { postOf, textToHtml } from './post-form'
import { pageHarness, stubIntersectionObserver } from '../../../../tests/unit/page-harness'
import GoldkeyCircle from '../goldkey-circle/index'
import GoldkeySocialDetail from '../goldkey-social-detail/index'
import MypageDynamic from '../mypage-dynamic/index'
import OnlineService from '../online-service/index'
import { post } from '../shared/testing'

const page = pageHarness('packages/network/goldkey-release/index')
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 })
stubIntersectionObserver()

const access = (extra: Partial<CircleAccess> = {}): CircleAccess => ({
  status: 'none',
  refusal: '',
  canPost: false,
  internalTesting: true,
  notice: '发布功能内测中：提交申请并经客服认证后即可发布，客服将在72小时内回复。',
  ...extra,
})

describe('the investment circle', () => {
  it('lists posts with their authors and likes, and the ways to post, events, articles and likes', async () => {
    const circleFeed = jest.fn().mockResolvedValue(pageOf([post(1, '新能源赛道观察'), post(2, '半导体投资笔记')]))
    await page.mount(GoldkeyCircle, page.stores({ call: answering(answer(circle.feed, circleFeed)) }), {})
    expect(circleFeed).toHaveBeenCalledWith(expect.objectContaining({ kind: 'dynamic', pageNum: 1 }))
    const cards = page.all('post-card')
    expect(cards[0].textContent).toContain('新能源赛道观察')
    expect(cards[0].textContent).toContain('王五')
    expect(cards[0].textContent).toContain('4 赞')
    expect(page.byTestId('circle-links')?.textContent).toContain('发布动态')
    await page.click(cards[1])
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/network/goldkey-social-detail/index?id=2' })
  })

  it('shows a post with its rich text sanitised', async () => {
    const detail = jest.fn(async ({ id }: { id: number }): Promise<PostDetail> => ({
      ...post(id, '半导体投资笔记'),
      content: '<p>看好<b>封装</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      mine: false,
    }))
    await page.mount(GoldkeySocialDetail, page.stores({ call: answering(answer(circle.post, detail)) }), { id: '2' })
    expect(detail).toHaveBeenCalledWith({ id: 2 })
    expect(page.byTestId('detail-title')?.textContent).toBe('半导体投资笔记')
    const body = page.byTestId('post-detail')!.innerHTML
    expect(body).toContain('<b>封装</b>')
    expect(body).not.toContain('<script')
    expect(body).not.toContain('onerror')
    expect(page.byTestId('like-button')).not.toBeNull()
  })

  it('asks a visitor to log in for their posts, and lets the user delete one of theirs; opened again, they are asked for', async () => {
    const myPosts = jest.fn().mockResolvedValue(pageOf([post(5, '我的路演回顾')]))
    const api = {
      call: answering(answer(circle.mine, myPosts)),
      deletePost: jest.fn().mockResolvedValue(null),
    }
    await page.mount(MypageDynamic, page.stores(api), {})
    expect(page.byTestId('login-prompt')).not.toBeNull()
    expect(myPosts).not.toHaveBeenCalled()

    document.body.innerHTML = ''
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
    const stores = page.stores(api, 'tok')
    await page.mount(MypageDynamic, stores, {})
    expect(page.byTestId('post-card')?.textContent).toContain('我的路演回顾')
    await page.click(page.byTestId('post-delete')!)
    expect(api.deletePost).toHaveBeenCalledWith(5)
    expect(page.byTestId('post-card')).toBeNull()
    // The list on screen is not asked again; a list opened next is.
    expect(myPosts).toHaveBeenCalledTimes(1)

    document.body.innerHTML = ''
    myPosts.mockResolvedValue(pageOf([]))
    await page.mount(MypageDynamic, stores, {})
    expect(myPosts).toHaveBeenCalledTimes(2)
    expect(page.byTestId('status-empty')).not.toBeNull()
  })

  it('lets the author delete a post from its page, which goes back; opened again, the post is asked for, not shown from before', async () => {
    const detail = jest.fn(async ({ id }: { id: number }): Promise<PostDetail> => ({
      ...post(id, '我的路演回顾'),
      content: '<p>回顾</p>',
      mine: true,
    }))
    const api = {
      call: answering(answer(circle.post, detail)),
      checkCollect: jest.fn().mockResolvedValue({ collected: false }),
      userInfo: jest.fn().mockResolvedValue(null),
      deletePost: jest.fn().mockResolvedValue(null),
    }
    const stores = page.stores(api, 'tok')
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' })
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' })
    await page.mount(GoldkeySocialDetail, stores, { id: '5' })
    await page.click(page.byTestId('post-delete')!)
    expect(api.deletePost).toHaveBeenCalledWith(5)
    expect(page.toasts).toEqual(['已删除'])
    expect(back).toHaveBeenCalled()
    expect(detail).toHaveBeenCalledTimes(1)

    document.body.innerHTML = ''
    detail.mockRejectedValue(new ApiError('server', { code: 404, msg: '内容不存在或已下线' }))
    await page.mount(GoldkeySocialDetail, stores, { id: '5' })
    expect(detail).toHaveBeenCalledTimes(2)
    expect(page.byTestId('status-error')?.textContent).toContain('内容不存在或已下线')
    expect(page.byTestId('post-detail')).toBeNull()
  })
})

describe('posting to the circle', () => {
  it('explains certification until the user is certified, marks posting as in testing and takes the application', async () => {
    const circleAccess = jest.fn().mockResolvedValue(access())
    const api = {
      call: answering(answer(circle.certification, circleAccess)),
      applyForCertification: jest.fn().mockResolvedValue(access({ status: 'applied' })),
    }
    await page.mount(GoldkeyRelease, page.stores(api, 'tok'), {})
    expect(page.byTestId('release-testing')?.textContent).toBe('发布功能内测中')
    expect(page.byTestId('release-how')?.textContent).toContain('投资圈发帖需先提交申请并通过客服认证')
    expect(page.byTestId('post-submit')).toBeNull()

    const form = page.form('circle-apply')
    await form.type('organisation', '厦门创投')
    await form.type('position', '合伙人')
    circleAccess.mockResolvedValue(access({ status: 'applied' }))
    await page.click(page.byTestId('circle-apply-submit')!)
    expect(api.applyForCertification).toHaveBeenCalledWith({
      organisation: '厦门创投',
      position: '合伙人',
      reason: '',
    })
    expect(page.byTestId('release-applied')?.textContent).toContain('客服将在72小时内处理')
  })

  it.each([
    ['zh-cn', '请先创建您的电子名片', '创建名片'],
    ['en-us', 'Please make your business card first', 'New card'],
  ] as const)(
    'offers the card form when the application is refused for want of a card (%s)',
    async (language, msg, label) => {
      const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
      const api = {
        call: answering(answer(circle.certification, () => access())),
        applyForCertification: jest
          .fn()
          .mockRejectedValue(new ApiError('server', { code: NetworkCode.cardRequired, msg })),
      }
      const stores = page.stores(api, 'tok')
      stores.app.setLanguage(language)
      await page.mount(GoldkeyRelease, stores, {})
      const form = page.form('circle-apply')
      await form.type('organisation', '厦门创投')
      await form.type('position', '合伙人')
      await page.click(page.byTestId('circle-apply-submit')!)
      expect(page.text('circle-apply-submit-error')).toBe(msg)
      expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: msg, confirmText: label }))
      expect(page.navigatedTo()).toContain('/packages/network/mypage-card/index')
      expect(await form.valueOf('organisation')).toBe('厦门创投')
    },
  )

  it('shows why certification was refused', async () => {
    const api = {
      call: answering(answer(circle.certification, () => access({ status: 'refused', refusal: '资料不完整' }))),
    }
    await page.mount(GoldkeyRelease, page.stores(api, 'tok'), {})
    expect(page.byTestId('release-refused')?.textContent).toContain('资料不完整')
    expect(page.byTestId('circle-apply-submit')).not.toBeNull()
  })

  it("posts once certified, and shows the server's refusal on the form", async () => {
    const api = {
      call: answering(answer(circle.certification, () => access({ status: 'certified', canPost: true }))),
      createPost: jest
        .fn()
        .mockRejectedValue(new ApiError('server', { code: 40351, msg: '投资圈发帖需先提交申请并通过客服认证' })),
    }
    await page.mount(GoldkeyRelease, page.stores(api, 'tok'), {})
    const form = page.form('post')
    await form.type('text', '今天的路演很精彩')
    await page.click(page.byTestId('post-submit')!)
    expect(api.createPost).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'dynamic', content: '<p>今天的路演很精彩</p>' }),
    )
    expect(document.body.textContent).toContain('投资圈发帖需先提交申请并通过客服认证')
    expect(await form.valueOf('text')).toBe('今天的路演很精彩')
  })

  it('says an investment update could not be submitted when the server gives no reason (seed 001), keeping it', async () => {
    const api = {
      call: answering(answer(circle.certification, () => access({ status: 'certified', canPost: true }))),
      createPost: jest.fn().mockRejectedValue(new ApiError('server', { code: 500 })),
    }
    await page.mount(GoldkeyRelease, page.stores(api, 'tok'), {})
    const form = page.form('post')
    await form.type('text', '今天的路演很精彩')
    await page.click(page.byTestId('post-submit')!)
    expect(page.toasts).toContain('投资动态提交失败')
    expect(await form.valueOf('text')).toBe('今天的路演很精彩')
  })

  it('asks a visitor to log in', async () => {
    const api = { call: answering() }
    await page.mount(GoldkeyRelease, page.stores(api), {})
    expect(page.byTestId('login-prompt')?.textContent).toContain('登录后即可发布投资圈动态')
    expect(api.call).not.toHaveBeenCalled()
  })

  it('writes typed text as escaped paragraphs and an event on the fair clock', () => {
    expect(textToHtml('a <b>\n\n second & more')).toBe('<p>a &lt;b&gt;</p><p>second &amp; more</p>')
    const form = postOf({
      kind: 'event',
      title: '沙龙',
      text: '欢迎',
      images: [],
      start: '2026-09-09 14:00',
      end: '2026-09-09 16:00',
      place: 'A3 馆',
    })
    expect(form.event).toEqual({ startTime: Date.UTC(2026, 8, 9, 6), endTime: Date.UTC(2026, 8, 9, 8), place: 'A3 馆' })
  })
})

describe('online customer service', () => {
  const care: CustomerCare = {
    topics: [
      {
        id: 1,
        name: '证件办理',
        description: '证件申请与领取',
        phone: '0592-1234567',
        email: '',
        workTime: '9:00-17:00',
      },
    ],
    serviceHours: [{ date: '09-08', opens: '12:00', closes: '17:00', opensLate: '' }],
    replyWithinHours: 72,
    notice: '',
  }

  it('shows the topics, the hours and the 72-hour promise, and opens the chat about a topic', async () => {
    const api = {
      call: answering(answer(customerService.care, () => care)),
      openService: jest.fn().mockResolvedValue({ conversation: 'service:7', topic: null, replyBy: null, notice: '' }),
    }
    await page.mount(OnlineService, page.stores(api, 'tok'), {})
    expect(page.byTestId('service-promise')?.textContent).toBe('客服将在 72 小时内回复您的留言')
    expect(page.byTestId('service-topic')?.textContent).toContain('证件办理')
    expect(page.byTestId('service-hours')?.textContent).toContain('12:00-17:00')
    await page.click(page.byTestId('service-ask')!)
    expect(api.openService).toHaveBeenCalledWith(1)
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: expect.stringMatching(/^\/packages\/network\/chat-room\/index\?conversation=service%3A7/),
    })
  })

  it('sends a visitor to log in before chatting', async () => {
    const api = { call: answering(answer(customerService.care, () => care)), openService: jest.fn() }
    await page.mount(OnlineService, page.stores(api), {})
    await page.click(page.byTestId('service-open')!)
    expect(api.openService).not.toHaveBeenCalled()
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/pages\/login\/index/) })
  })
})
