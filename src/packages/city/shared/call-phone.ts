import Taro from '@tarojs/taro'
import { maskPhone } from '@/contract/mask'
import type { Translate } from '@/i18n'

/** Asks first (showing the masked number), and dials the whole number only when the user confirms. */
export async function confirmAndCall(t: Translate, phone: string): Promise<void> {
  const { confirm } = await Taro.showModal({
    title: t('city.contact.call'),
    content: t('city.contact.callConfirm', { phone: maskPhone(phone) }),
    confirmText: t('common.confirm'),
    cancelText: t('common.cancel'),
  })
  if (confirm) await Taro.makePhoneCall({ phoneNumber: phone.replace(/[^\d+]/g, '') }).catch(() => undefined)
}
