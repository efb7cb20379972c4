import '@/i18n/fair.pages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { MINI_HOME, OpenMini } from '../shared/open-mini'

/** Opens the mini program from WeChat's browser (or shows its code elsewhere), at the page the link names. */
const OpenMiniPage = observer(() => {
  const t = useT()
  const { params } = useRouter()
  const path = params.path ? decodeURIComponent(params.path) : MINI_HOME
  return (
    <PageShell route='openMini'>
      <View className='fair-page' data-testid='open-mini'>
        <Text className='fair-notice'>{t('fair.mini.why')}</Text>
        <OpenMini path={path} />
      </View>
    </PageShell>
  )
})

export default OpenMiniPage
