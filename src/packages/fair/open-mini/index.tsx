import '@/i18n/fair.pages'
import { Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { MINI_HOME, OpenMini } from '../shared/open-mini'

/** Opens the mini program from WeChat's browser (or shows its code elsewhere), at the page the link names. */
export default sectionsPage({
  route: 'openMini',
  testId: 'open-mini',
  Sections: function OpenMiniPage() {
    const t = useT()
    const { params } = useRouter()
    const path = params.path ? decodeURIComponent(params.path) : MINI_HOME
    return (
      <>
        <Text className='fair-notice'>{t('fair.mini.why')}</Text>
        <OpenMini path={path} />
      </>
    )
  },
})
