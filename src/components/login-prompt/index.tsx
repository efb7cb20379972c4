import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { MessageKey } from '@/i18n'
import { navigate, pageQuery, pageUrl } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import './index.scss'

/** What a page that needs an account shows a visitor: why, and a way to log in that comes back here, query and all. */
export const LoginPrompt = observer(({ hint, back }: { hint: MessageKey; back: RouteKey }) => {
  const t = useT()
  const { params } = useRouter()
  return (
    <View className='login-prompt' data-testid='login-prompt'>
      <Text className='login-prompt__hint'>{t(hint)}</Text>
      <Button
        type='primary'
        onClick={() => void navigate('login', { redirect: pageUrl(back, pageQuery(params)) })}
        data-testid='login-prompt-button'
      >
        {t('account.my.login')}
      </Button>
    </View>
  )
})
