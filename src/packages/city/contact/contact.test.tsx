import Taro from '@tarojs/taro'
import type { AreaInfo, CityContact } from '@/contract/city'
import { city } from '@/contract/city.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import Contact from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const contact: CityContact = {
  id: 1,
  department: '厦门投资促进局',
  person: '陈志强',
  position: '招商一处处长',
  phone: '13912345678',
  email: 'invest1@xiamen-invest.example.cn',
  address: '厦门市思明区湖滨北路61号',
}

const xiamen = {
  id: 350200,
  name: '厦门',
  cityType: 1,
  hotline: '0592-5315678',
  address: '湖滨北路61号',
} as AreaInfo

const page = pageHarness('packages/city/contact/index')
const { byTestId } = page

function setup() {
  const contacts = jest.fn().mockResolvedValue([contact])
  const api = {
    baseConfig: jest.fn(),
    userInfo: jest.fn().mockResolvedValue(null),
    call: answering(
      answer(city.areaInfo, () => xiamen),
      answer(city.contactList, contacts),
    ),
  }
  return { api: { ...api, contacts }, stores: page.stores(api) }
}

describe('contact page', () => {
  it('loads the current city’s contacts and hides the middle four digits of every phone', async () => {
    const { api, stores } = setup()
    await page.mount(Contact, stores, {})
    expect(api.contacts).toHaveBeenCalledWith({ areaId: 350200 })
    expect(byTestId('contact-phone')?.textContent).toContain('139****5678')
    expect(byTestId('city-hotline')?.textContent).toContain('059*-***5678')
    expect(document.body.innerHTML).not.toContain('13912345678')
  })

  it('dials the whole number only after the user confirms', async () => {
    const { stores } = setup()
    const modal = jest
      .spyOn(Taro, 'showModal')
      .mockResolvedValueOnce({ confirm: false, cancel: true } as never)
      .mockResolvedValueOnce({ confirm: true, cancel: false } as never)
    const call = jest.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'ok' } as never)
    await page.mount(Contact, stores, {})
    await page.click(byTestId('contact-phone')!)
    expect(modal).toHaveBeenCalledTimes(1)
    expect((modal.mock.calls[0][0] as { content: string }).content).toContain('139****5678')
    expect(call).not.toHaveBeenCalled()
    await page.click(byTestId('contact-phone')!)
    expect(call).toHaveBeenCalledWith({ phoneNumber: '13912345678' })
  })
})
