import '@/i18n/registration.pages'
import { useRouter } from '@tarojs/taro'
import { sectionsPage } from '@/templates/sections'
import { BadgeView } from '../shared/badge'
import '../shared/registration.scss'

/** The badge with its signed QR code; the last one shown opens again without network, so it reads it on its own. */
export default sectionsPage({
  route: 'electronicCard',
  testId: 'electronic-card',
  loginHint: 'registration.loginHint',
  Sections: function ElectronicCard() {
    const id = Number(useRouter().params.registrationId)
    return <BadgeView registrationId={id > 0 ? id : undefined} />
  },
})
