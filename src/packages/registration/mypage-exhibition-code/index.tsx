import '@/i18n/registration.pages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { BadgeView } from '../shared/badge'
import '../shared/registration.scss'

/** The entry code alone, large, for the scanner at the entrance. */
const MypageExhibitionCode = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const id = Number(params.registrationId)
  return (
    <PageShell route='mypageExhibitionCode' loginHint='registration.loginHint'>
      <View className='reg-page'>
        <BadgeView registrationId={id > 0 ? id : undefined} large />
        <View className='reg-card'>
          <Text className='reg-card__note'>{t('registration.badge.scanHint')}</Text>
        </View>
      </View>
    </PageShell>
  )
})

export default MypageExhibitionCode
