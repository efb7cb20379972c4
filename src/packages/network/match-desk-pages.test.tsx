import Taro from '@tarojs/taro'
import type { Lead } from '@/contract/network'
import { NetworkCode } from '@/contract/network.codes'
import { desk, matchmaking, negotiation } from '@/contract/network.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import DataBoard from './data-board/index'
import LeadCapture from './lead-capture/index'
import MypageEngine from './mypage-engine/index'
import MypageNegotiate from './mypage-negotiate/index'
import SpatialData from './spatial-data/index'
import WorkBench from './work-bench/index'
import {
  SLOT,
  deskStats,
  leadOf,
  matchResult,
  meetingRequest,
  negotiateOptions,
  pageOf,
  recommendations,
} from '../../../tests/unit/network-fixtures'
import { pageHarness } from '../../../tests/unit/page-harness'

jest.mock('@/components/chart/chart-canvas', () => ({ ChartCanvas: () => null }))

const page = pageHarness('packages/network/mypage-engine/index')

const { byTestId, all, click, toasts, text, signedIn } = page

describe('matchmaking (/mypage-engine)', () => {
  it('shows why each recommendation matches and the matches left today', async () => {
    const api = { call: answering(answer(matchmaking.recommendations, () => recommendations())) }
    await page.mount(MypageEngine, await signedIn(api), {})
    expect(text('engine-quota')).toContain('7')
    expect(text('engine-quota')).toContain('今日剩余匹配次数')
    expect(text('match-reason')).toBe('同属新能源；您寻求投资，对方提供投资')
  })

  it('says so and leads to settings when personalised recommendation is off', async () => {
    const api = {
      call: answering(
        answer(matchmaking.recommendations, () =>
          recommendations({ personalised: false, notice: '已关闭个性化推荐', items: [] }),
        ),
      ),
    }
    await page.mount(MypageEngine, await signedIn(api), {})
    expect(text('engine-off')).toContain('已关闭个性化推荐')
    expect(all('match-row')).toHaveLength(0)
  })

  it('takes up a match, counts it, and requests a meeting in a slot at a meeting point', async () => {
    const api = {
      call: answering(
        answer(matchmaking.recommendations, () => recommendations()),
        answer(negotiation.options, () => negotiateOptions()),
      ),
      match: jest.fn().mockResolvedValue(matchResult()),
      requestMeeting: jest.fn().mockResolvedValue(meetingRequest({ direction: 'sent', awaitingMe: false })),
    }
    await page.mount(MypageEngine, await signedIn(api), {})
    await click(byTestId('match-take')!)
    expect(api.match).toHaveBeenCalledWith({ kind: 'person', id: 21 })
    expect(text('engine-quota')).toContain('6')
    await click(byTestId('match-meet')!)
    await page.form('slot').type('topic', '  储能电站合作  ')
    await click(all('slot-time')[0])
    await click(all('slot-point')[0])
    await click(byTestId('slot-submit')!)
    expect(api.requestMeeting).toHaveBeenCalledWith({
      matchId: 9,
      topic: '储能电站合作',
      startTime: SLOT,
      pointId: 1,
      note: '',
    })
    expect(toasts).toContain('洽谈邀约已发送')
  })

  it.each([
    ['zh-cn', '洽谈主题', '请填写洽谈主题（2-50个字）'],
    ['en-us', 'Topic', 'Give the meeting a topic of 2 to 50 characters'],
  ] as const)(
    'asks for the topic of the meeting, with the rule beside the field (%s)',
    async (language, label, rule) => {
      const api = {
        call: answering(
          answer(matchmaking.recommendations, () => recommendations()),
          answer(negotiation.options, () => negotiateOptions()),
        ),
        match: jest.fn().mockResolvedValue(matchResult()),
        requestMeeting: jest.fn().mockResolvedValue(meetingRequest({ direction: 'sent', awaitingMe: false })),
      }
      await page.mount(MypageEngine, await signedIn(api, language), {})
      await click(byTestId('match-take')!)
      await click(byTestId('match-meet')!)
      expect(text('slot-sheet')).toContain(label)
      await click(all('slot-time')[0])
      await click(all('slot-point')[0])
      const topic = page.form('slot')
      for (const typed of ['', ' 储 ', '投'.repeat(51)]) {
        await topic.type('topic', typed)
        await click(byTestId('slot-submit')!)
        expect(topic.errorOf('topic')).toBe(rule)
      }
      expect(text('slot-topic-count')).toBe('51/50')
      expect(api.requestMeeting).not.toHaveBeenCalled()
      await topic.type('topic', '储能')
      expect(topic.errorOf('topic')).toBeNull()
      await click(byTestId('slot-submit')!)
      expect(api.requestMeeting).toHaveBeenCalledWith(expect.objectContaining({ topic: '储能' }))
    },
  )

  it('puts the server’s refusal of a topic beside the field', async () => {
    const api = {
      call: answering(
        answer(matchmaking.recommendations, () => recommendations()),
        answer(negotiation.options, () => negotiateOptions()),
      ),
      match: jest.fn().mockResolvedValue(matchResult()),
      requestMeeting: jest.fn().mockRejectedValue(
        new ApiError('server', {
          code: NetworkCode.field,
          msg: 'Please give the meeting a topic of 2 to 50 characters',
          data: { field: 'topic', problem: 'topic' },
        }),
      ),
    }
    await page.mount(MypageEngine, await signedIn(api, 'en-us'), {})
    await click(byTestId('match-take')!)
    await click(byTestId('match-meet')!)
    await page.form('slot').type('topic', 'Energy storage')
    await click(all('slot-time')[0])
    await click(all('slot-point')[0])
    await click(byTestId('slot-submit')!)
    expect(page.form('slot').errorOf('topic')).toBe('Please give the meeting a topic of 2 to 50 characters')
    expect(byTestId('slot-problem')).toBeNull()
  })

  it("lists the user's matches, asked again after a match is taken", async () => {
    const matches = jest.fn().mockResolvedValue(pageOf([]))
    const api = {
      match: jest.fn().mockResolvedValue(matchResult()),
      call: answering(
        answer(matchmaking.recommendations, () => recommendations()),
        answer(matchmaking.list, matches),
      ),
    }
    await page.mount(MypageEngine, await signedIn(api), {})
    const tab = (name: string) => all('engine-tab').find((element) => element.textContent === name)!
    await click(tab('我的匹配'))
    expect(matches).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10 })
    expect(text('status-empty')).toContain('还没有匹配记录')

    await click(tab('全部'))
    await click(tab('我的匹配'))
    expect(matches).toHaveBeenCalledTimes(1)

    await click(tab('全部'))
    await click(byTestId('match-take')!)
    matches.mockResolvedValue(pageOf([matchResult().match]))
    await click(tab('我的匹配'))
    expect(matches).toHaveBeenCalledTimes(2)
    expect(all('match-row')).toHaveLength(1)
    expect(text('match-row')).toContain('林晓')
  })

  it('names what in the agenda is in the way of the slot', async () => {
    const conflict = { kind: 'meeting', id: 3, title: '新能源产业论坛', startTime: SLOT, endTime: SLOT + 3_600_000 }
    const api = {
      call: answering(
        answer(matchmaking.recommendations, () => recommendations()),
        answer(negotiation.options, () => negotiateOptions()),
      ),
      match: jest.fn().mockResolvedValue(matchResult()),
      requestMeeting: jest.fn().mockRejectedValue(
        new ApiError('server', {
          code: NetworkCode.agendaConflict,
          msg: '该时段与您的日程冲突',
          data: { conflicts: [conflict] },
        }),
      ),
    }
    await page.mount(MypageEngine, await signedIn(api), {})
    await click(byTestId('match-take')!)
    await click(byTestId('match-meet')!)
    await page.form('slot').type('topic', '储能电站合作')
    await click(all('slot-time')[0])
    await click(all('slot-point')[0])
    await click(byTestId('slot-submit')!)
    expect(text('slot-problem')).toContain('该时段与您的日程冲突')
    expect(text('slot-conflict')).toContain('新能源产业论坛')
  })

  it('says so when no slot is left at the fair, with nothing to submit', async () => {
    const api = {
      call: answering(
        answer(matchmaking.recommendations, () => recommendations()),
        answer(negotiation.options, () => ({ ...negotiateOptions(), days: [] })),
      ),
      match: jest.fn().mockResolvedValue(matchResult()),
    }
    await page.mount(MypageEngine, await signedIn(api), {})
    await click(byTestId('match-take')!)
    await click(byTestId('match-meet')!)
    expect(text('slot-sheet')).toContain('本届投洽会已没有可预约的洽谈时段')
    expect(byTestId('slot-submit')).toBeNull()
  })
})

describe('meeting requests (/mypage-negotiate)', () => {
  it('accepts a received request, which then is in the agenda', async () => {
    const api = {
      call: answering(answer(negotiation.list, () => pageOf([meetingRequest()]))),
      acceptMeeting: jest.fn().mockResolvedValue(meetingRequest({ status: 'accepted', awaitingMe: false })),
    }
    await page.mount(MypageNegotiate, await signedIn(api), {})
    expect(text('meeting-facts')).toContain('洽谈区A')
    await click(byTestId('meeting-accept')!)
    expect(api.acceptMeeting).toHaveBeenCalledWith(11)
    expect(text('meeting-in-agenda')).toContain('已加入双方的日程')
    expect(byTestId('meeting-accept')).toBeNull()
  })

  it('shows the conflict that stops an acceptance', async () => {
    const api = {
      call: answering(answer(negotiation.list, () => pageOf([meetingRequest()]))),
      acceptMeeting: jest.fn().mockRejectedValue(
        new ApiError('server', {
          code: NetworkCode.agendaConflict,
          msg: '该时段与您的日程冲突',
          data: {
            conflicts: [{ kind: 'meeting', id: 3, title: '新能源产业论坛', startTime: SLOT, endTime: SLOT + 1 }],
          },
        }),
      ),
    }
    await page.mount(MypageNegotiate, await signedIn(api, 'en-us'), {})
    await click(byTestId('meeting-accept')!)
    expect(text('meeting-conflict')).toContain('Clashes with "新能源产业论坛"')
    expect(text('meeting-other-slot')).toBe('Choose another slot')
  })

  it.each([
    ['zh-cn', '主题：储能电站合作'],
    ['en-us', 'Topic: 储能电站合作'],
  ] as const)('shows the topic on the request card for both sides (%s)', async (language, shown) => {
    for (const box of ['received', 'sent'] as const) {
      const item = meetingRequest({ direction: box, awaitingMe: box === 'received' })
      await page.mount(
        MypageNegotiate,
        await signedIn({ call: answering(answer(negotiation.list, () => pageOf([item]))) }, language),
        { box },
      )
      expect(text('meeting-topic')).toBe(shown)
      expect(byTestId('meeting-topic')?.querySelector('[data-own-words]')?.textContent).toBe('储能电站合作')
      document.body.innerHTML = ''
    }
  })

  it.each([
    ['zh-cn', '对方在该时段已有另一场洽谈（09-09 10:00-10:30），请选择其他时段', '选择其他时段'],
    [
      'en-us',
      'The other person already has another meeting (09-09 10:00-10:30) at this time; choose another slot',
      'Choose another slot',
    ],
  ] as const)(
    'says why an acceptance was refused and offers another slot (%s)',
    async (language, refusal, otherSlot) => {
      const api = {
        call: answering(
          answer(negotiation.list, () => pageOf([meetingRequest()])),
          answer(negotiation.options, () => negotiateOptions()),
        ),
        acceptMeeting: jest
          .fn()
          .mockRejectedValue(new ApiError('server', { code: NetworkCode.agendaConflict, msg: refusal })),
        proposeSlot: jest.fn().mockResolvedValue(meetingRequest({ awaitingMe: false, proposals: 1 })),
      }
      await page.mount(MypageNegotiate, await signedIn(api, language), {})
      await click(byTestId('meeting-accept')!)
      expect(text('meeting-refusal')).toBe(refusal)
      expect(text('meeting-other-slot')).toBe(otherSlot)
      await click(byTestId('meeting-other-slot')!)
      expect(byTestId('slot-topic')).toBeNull()
      await click(all('slot-time')[1])
      await click(all('slot-point')[0])
      await click(byTestId('slot-submit')!)
      expect(api.proposeSlot).toHaveBeenCalledWith({ id: 11, startTime: SLOT + 30 * 60_000, pointId: 1 })
      expect(byTestId('meeting-refusal')).toBeNull()
      expect(byTestId('meeting-other-slot')).toBeNull()
      expect(byTestId('meeting-accept')).toBeNull()
    },
  )

  it('lists sent requests waiting for the other side, with cancelling only', async () => {
    const meetingRequests = jest
      .fn()
      .mockResolvedValue(pageOf([meetingRequest({ direction: 'sent', awaitingMe: false })]))
    await page.mount(MypageNegotiate, await signedIn({ call: answering(answer(negotiation.list, meetingRequests)) }), {
      box: 'sent',
    })
    expect(meetingRequests).toHaveBeenCalledWith(expect.objectContaining({ box: 'sent' }))
    expect(byTestId('meeting-accept')).toBeNull()
    expect(byTestId('meeting-cancel')).not.toBeNull()
    expect(text('meeting-request')).toContain('等待对方回复')
  })
})

describe("the exhibitor's tools", () => {
  it("says in the server's words that the desk is for exhibitors", async () => {
    const api = {
      call: answering(
        answer(desk.today, () =>
          Promise.reject(new ApiError('server', { code: NetworkCode.exhibitorOnly, msg: '展商工具仅限展商账号使用' })),
        ),
      ),
    }
    await page.mount(WorkBench, await signedIn(api), {})
    expect(text('not-exhibitor')).toBe('展商工具仅限展商账号使用')
  })

  it("shows today's numbers on the desk", async () => {
    const today = jest.fn().mockResolvedValue({
      enterprise: { id: 1, name: '厦门新能源科技', logo: '' },
      booths: [{ id: 1, boothNo: 'A1-01', hall: 'A1' }],
      date: '2026-09-09',
      today: { visitors: 12, leads: 4, cardRequests: 2, enquiries: 3, meetingRequests: 1 },
      waiting: { cardRequests: 2, meetingRequests: 1 },
    })
    await page.mount(WorkBench, await signedIn({ call: answering(answer(desk.today, today)) }), {})
    expect(text('desk-visitors')).toContain('12')
    expect(text('desk-leads')).toContain('4')
    expect(text('desk-waiting-cards')).toContain('2 个名片交换请求待处理')
  })

  it('reads the fair days out as a table beside the charts', async () => {
    const api = { call: answering(answer(desk.stats, () => deskStats())) }
    await page.mount(DataBoard, await signedIn(api), {})
    expect(text('board-total-visits')).toContain('100')
    const table = text('board-table')
    expect(table).toContain('2026-09-09')
    expect(table).toContain('60')
    expect(table).toContain('合计')
  })

  it("gives the booth's rates day by day", async () => {
    await page.mount(SpatialData, await signedIn({ call: answering(answer(desk.stats, () => deskStats())) }), {})
    expect(text('spatial-table')).toContain('20.0%')
  })

  it("gives the data board's refusal in the server's words, with no retry", async () => {
    const api = {
      call: answering(
        answer(desk.stats, () =>
          Promise.reject(new ApiError('server', { code: NetworkCode.exhibitorOnly, msg: '展商工具仅限展商账号使用' })),
        ),
      ),
    }
    await page.mount(DataBoard, await signedIn(api), {})
    expect(text('not-exhibitor')).toBe('展商工具仅限展商账号使用')
    expect(byTestId('status-error')).toBeNull()
  })

  it('asks a visitor to log in to capture leads, reading none', async () => {
    const leads = jest.fn()
    await page.mount(LeadCapture, page.stores({ call: answering(answer(desk.leads, leads)) }), {})
    expect(text('login-prompt')).toContain('登录后使用扫码留资')
    expect(leads).not.toHaveBeenCalled()
  })

  it("gives the leads' refusal in the server's words in place of the tool, with no retry", async () => {
    const api = {
      call: answering(
        answer(desk.leads, () =>
          Promise.reject(new ApiError('server', { code: NetworkCode.exhibitorOnly, msg: '展商工具仅限展商账号使用' })),
        ),
      ),
    }
    await page.mount(LeadCapture, await signedIn(api), {})
    expect(text('not-exhibitor')).toBe('展商工具仅限展商账号使用')
    expect(byTestId('status-error')).toBeNull()
    expect(byTestId('leads-export')).toBeNull()
  })

  it('captures a lead from a typed code and lists it', async () => {
    const lead = leadOf()
    const leads = jest
      .fn()
      .mockResolvedValueOnce(pageOf([]))
      .mockResolvedValue(pageOf([lead]))
    const api = {
      call: answering(answer(desk.leads, leads)),
      scanLead: jest.fn().mockResolvedValue(lead),
    }
    await page.mount(LeadCapture, await signedIn(api), { code: 'CIFIT1.badge' })
    expect(api.scanLead).toHaveBeenCalledWith('CIFIT1.badge')
    expect(toasts).toContain('已留资')
    expect(text('lead-captured')).toContain('林晓')
    expect(all('lead-row').length).toBeGreaterThanOrEqual(2)
    expect(text('leads')).toContain('交换名片后可查看联系方式')
  })

  it('keeps a scan made without a network and sends it once, when the network returns', async () => {
    Taro.clearStorageSync()
    const lead = leadOf()
    const api = {
      call: answering(answer(desk.leads, () => pageOf([]))),
      scanLead: jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue(lead),
    }
    await page.mount(LeadCapture, await signedIn(api), { code: 'CIFIT1.badge' })
    expect(toasts).toContain('当前无网络，该留资将在网络恢复后提交')
    expect(text('leads-waiting')).toBe('1 条留资待网络恢复后提交')
    await page.act(() => window.dispatchEvent(new Event('online')))
    await page.settle()
    expect(api.scanLead).toHaveBeenCalledTimes(2)
    expect(api.scanLead).toHaveBeenLastCalledWith('CIFIT1.badge')
    expect(toasts).toContain('离线期间的 1 条留资已提交')
    expect(byTestId('leads-waiting')).toBeNull()
    await page.act(() => window.dispatchEvent(new Event('online')))
    await page.settle()
    expect(api.scanLead).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['zh-cn', '操作过于频繁，请稍后再试', '网络错误，请重试'],
    ['en-us', 'Too many requests, please try again in a moment', 'Network error, please retry'],
  ] as const)(
    "says the server's reason for a refused export, and a lost network as such (%s)",
    async (language, msg, lost) => {
      const env = process.env.TARO_ENV
      process.env.TARO_ENV = 'h5'
      jest
        .spyOn(global, 'fetch')
        .mockResolvedValueOnce(new Response(JSON.stringify({ code: 429, msg, data: null }), { status: 429 }))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      try {
        await page.mount(
          LeadCapture,
          await signedIn({ call: answering(answer(desk.leads, () => pageOf([leadOf()]))) }, language),
          {},
        )
        await click(byTestId('leads-export')!)
        await click(byTestId('leads-export')!)
        expect(toasts).toEqual([msg, lost])
      } finally {
        process.env.TARO_ENV = env
      }
    },
  )
})

describe('a note and a rating on a lead (/lead-capture)', () => {
  const stars = () =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-testid="lead-note-sheet"] [data-testid="lead-star"]'))

  /** The leads page on a fake api whose list answers `listed` (as it stands when asked) and whose save answers `noteLead`. */
  async function leadsPage(listed: () => Lead[], noteLead: jest.Mock, language: 'zh-cn' | 'en-us' = 'zh-cn') {
    const leads = jest.fn(async () => pageOf(listed()))
    const api = { call: answering(answer(desk.leads, leads)), noteLead }
    await page.mount(LeadCapture, await signedIn(api, language), {})
    return leads
  }

  it('adds a note and a rating from a lead row, and the row shows them', async () => {
    let current = leadOf()
    const noteLead = jest.fn(async (form: { id: number; note: string; rating?: number }) => {
      current = leadOf({ note: form.note, rating: form.rating ?? null })
      return current
    })
    const leads = await leadsPage(() => [current], noteLead)
    expect(byTestId('lead-rating')).toBeNull()
    await click(byTestId('lead-edit')!)
    expect(text('lead-note-sheet')).toContain('林晓')
    await page.form('lead').type('note', '  想要样品，周五前报价  ')
    await click(stars()[3])
    expect(byTestId('lead-rating-field')?.dataset.rating).toBe('4')
    await click(byTestId('lead-note-save')!)
    expect(noteLead).toHaveBeenCalledWith({ id: 1, note: '想要样品，周五前报价', rating: 4 })
    expect(toasts).toContain('已保存')
    expect(leads).toHaveBeenCalledTimes(2)
    expect(byTestId('lead-note-sheet')).toBeNull()
    expect(text('lead-note-text')).toBe('想要样品，周五前报价')
    expect(text('lead-rating')).toBe('★★★★☆')
    expect(byTestId('lead-rating')?.getAttribute('aria-label')).toBe('4 星')

    // Opened again it starts from what is saved; "no rating" clears the stars.
    await click(byTestId('lead-edit')!)
    expect(await page.form('lead').valueOf('note')).toBe('想要样品，周五前报价')
    await click(byTestId('lead-rating-clear')!)
    await click(byTestId('lead-note-save')!)
    expect(noteLead).toHaveBeenLastCalledWith({ id: 1, note: '想要样品，周五前报价', rating: undefined })
    expect(byTestId('lead-rating')).toBeNull()
  })

  it('keeps what was typed when the save fails, with the message next to the field the server names', async () => {
    const noteLead = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError('server', {
          code: 400,
          msg: '参数 rating 不能大于 5',
          data: { field: 'rating', problem: 'maximum' },
        }),
      )
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValue(leadOf({ note: '再联系', rating: 2 }))
    await leadsPage(() => [leadOf()], noteLead)
    await click(byTestId('lead-edit')!)
    const form = page.form('lead')
    await form.type('note', '再联系')
    await click(stars()[1])
    await click(byTestId('lead-note-save')!)
    expect(text('lead-rating-error')).toBe('参数 rating 不能大于 5')
    expect(byTestId('lead-note-sheet')).not.toBeNull()
    expect(await form.valueOf('note')).toBe('再联系')

    await click(byTestId('lead-note-save')!)
    expect(byTestId('lead-rating-error')).toBeNull()
    expect(text('lead-note-problem')).toBe('网络错误，请重试')
    // Closed and opened again, the same lead keeps what was typed until it is saved.
    await click(document.querySelector('.nut-popup-title-right')!)
    await click(byTestId('lead-edit')!)
    expect(await form.valueOf('note')).toBe('再联系')
    expect(byTestId('lead-rating-field')?.dataset.rating).toBe('2')
    await click(byTestId('lead-note-save')!)
    expect(noteLead).toHaveBeenLastCalledWith({ id: 1, note: '再联系', rating: 2 })
    expect(byTestId('lead-note-sheet')).toBeNull()
  })

  it('says beside the note that it is too long, without asking the server', async () => {
    const noteLead = jest.fn()
    await leadsPage(() => [leadOf()], noteLead, 'en-us')
    await click(byTestId('lead-edit')!)
    await page.form('lead').type('note', 'x'.repeat(201))
    expect(text('lead-note-error')).toBe('Keep the note within 200 characters')
    expect(text('lead-note-count')).toBe('201/200')
    await click(byTestId('lead-note-save')!)
    expect(noteLead).not.toHaveBeenCalled()
    await page.form('lead').type('note', 'x'.repeat(200))
    expect(byTestId('lead-note-error')).toBeNull()
  })

  it('notes the lead just captured, on its card', async () => {
    const captured = leadOf({ id: 7, name: '王海峰' })
    const api = {
      call: answering(answer(desk.leads, () => pageOf([captured]))),
      scanLead: jest.fn().mockResolvedValue(captured),
      noteLead: jest.fn().mockResolvedValue({ ...captured, note: '对储能感兴趣', rating: 5 }),
    }
    await page.mount(LeadCapture, await signedIn(api), { code: 'CIFIT1.badge' })
    const card = byTestId('lead-captured')!
    await click(card.querySelector('[data-testid="lead-edit"]')!)
    expect(text('lead-note-sheet')).toContain('王海峰')
    await page.form('lead').type('note', '对储能感兴趣')
    await click(stars()[4])
    await click(byTestId('lead-note-save')!)
    expect(api.noteLead).toHaveBeenCalledWith({ id: 7, note: '对储能感兴趣', rating: 5 })
    expect(card.querySelector('[data-testid="lead-note-text"]')?.textContent).toBe('对储能感兴趣')
    expect(card.querySelector('[data-testid="lead-rating"]')?.textContent).toBe('★★★★★')
  })
})
