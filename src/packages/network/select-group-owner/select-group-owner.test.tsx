import Taro from '@tarojs/taro'
import { groupChats } from '@/contract/network.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import SelectGroupOwner from './index'
import { pageHarness, stubIntersectionObserver } from '../../../../tests/unit/page-harness'
import { ownerChoice } from '../shared/owner-choice'
import { person } from '../shared/testing'

const page = pageHarness('packages/network/select-group-owner/index')
stubIntersectionObserver()

afterEach(() => ownerChoice.set(null))

describe("choosing a new group's owner (/select-group-owner)", () => {
  it('keeps the creator by default and chooses a person they exchanged cards with', async () => {
    const api = { call: answering(answer(groupChats.ownerCandidates, () => [person(7, '张三'), person(9, '王五')])) }
    await page.mount(SelectGroupOwner, await page.signedIn(api), {})
    const rows = page.all('owner-candidate')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/张三 \(我\).*已选择/),
      expect.not.stringContaining('已选择'),
    ])
    expect(page.byTestId('owner-none')).toBeNull()
    // Opened from the form, which it goes back to.
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' })
    await page.click(rows[1])
    expect(ownerChoice.get()?.userId).toBe(9)
    expect(Taro.navigateBack).toHaveBeenCalled()
  })

  it('says who may be chosen when the creator has exchanged cards with no one', async () => {
    const api = { call: answering(answer(groupChats.ownerCandidates, () => [person(7, '张三')])) }
    await page.mount(SelectGroupOwner, await page.signedIn(api), {})
    expect(page.text('owner-none')).toBe('与他人交换名片后，可指定对方为群主')
    expect(page.all('owner-candidate')).toHaveLength(1)
  })
})
