import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '@/features/layout/page-shell'
import { BadgeView } from '../shared/badge'
import '../shared/registration.scss'

/** The badge with its signed QR code; the last one shown opens again without network. */
export default function ElectronicCard() {
  const { params } = useRouter()
  const id = Number(params.registrationId)
  return (
    <PageShell route='electronicCard' loginHint='registration.loginHint'>
      <View className='reg-page'>
        <BadgeView registrationId={id > 0 ? id : undefined} />
      </View>
    </PageShell>
  )
}
