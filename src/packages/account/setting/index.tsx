import '@/i18n/account.pages'
import { Button, Cell, CellGroup, Switch } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { LanguageSheet } from '@/components/language-sheet'
import { LinkCell } from '@/components/link-cell'
import { toastActionFailed } from '@/components/toast'
import type { UserSetting } from '@/contract/account'
import { useLogout, useLogoutEverywhere } from '@/features/auth/use-logout'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import './index.scss'

/** Settings (seed 001 section 2): account pages, the recommendation switch kept on the server, language, logout. */
function Setting() {
  const t = useT()
  const { api, app, user } = useStores()
  const [setting, setSetting] = useState<UserSetting | null>(null)
  const [saving, setSaving] = useState(false)
  const [choosingLanguage, setChoosingLanguage] = useState(false)
  const logout = useLogout()
  const logoutEverywhere = useLogoutEverywhere()

  useDidShow(() => {
    if (!user.loggedIn) return setSetting(null)
    api.account
      .userSetting()
      .then(setSetting)
      .catch(() => setSetting(null))
  })

  const toggleRecommend = async (recommend: boolean) => {
    if (!user.loggedIn) return void navigate('login')
    if (saving) return
    setSaving(true)
    try {
      setSetting(await api.account.updateUserSetting({ recommend }))
      void Taro.showToast({
        title: t(recommend ? 'account.settings.recommendOn' : 'account.settings.recommendOff'),
        icon: 'none',
      })
    } catch (error) {
      toastActionFailed(error, t, [], 'account.settings.saveFailed')
    } finally {
      setSaving(false)
    }
  }

  const onLogout = async (everywhere: boolean) => {
    if (await (everywhere ? logoutEverywhere : logout)()) setSetting(null)
  }

  const emailState = setting?.email ? t('account.settings.emailBound') : t('account.settings.emailUnbound')

  return (
    <>
      <CellGroup title={t('account.settings.account')}>
        <LinkCell
          testId='setting-edit-password'
          title={t('account.settings.editPassword')}
          onClick={() => void navigate('editPassword')}
        />
        <LinkCell
          testId='setting-bind-email'
          title={t('account.settings.bindEmail')}
          extra={user.loggedIn ? emailState : ''}
          onClick={() => void navigate('bindEmail')}
        />
        <LinkCell
          testId='setting-captcha-desc'
          title={t('account.settings.captchaDesc')}
          onClick={() => void navigate('captchaDesc')}
        />
      </CellGroup>

      <CellGroup title={t('account.settings.general')}>
        <View data-testid='setting-recommend'>
          <Cell
            title={t('account.settings.recommend')}
            description={t('account.settings.recommendHint')}
            extra={
              <Switch
                checked={setting?.recommend ?? true}
                disabled={saving}
                onChange={(checked) => void toggleRecommend(checked)}
                data-testid='setting-recommend-switch'
              />
            }
          />
        </View>
        <LinkCell
          testId='setting-language'
          title={t('account.settings.language')}
          extra={t(`language.${app.language}`)}
          onClick={() => setChoosingLanguage(true)}
        />
        <LinkCell
          testId='setting-about'
          title={t('account.settings.about')}
          onClick={() => void navigate('aboutCifit')}
        />
        <LinkCell
          testId='setting-feedback'
          title={t('account.settings.feedback')}
          onClick={() => void navigate('feedback')}
        />
      </CellGroup>

      {user.loggedIn && (
        <View className='setting__actions'>
          <Button block type='default' onClick={() => void onLogout(false)} data-testid='setting-logout'>
            {t('account.settings.logout')}
          </Button>
          <Button block fill='none' onClick={() => void onLogout(true)} data-testid='setting-logout-all'>
            {t('account.settings.logoutAll')}
          </Button>
        </View>
      )}

      <LanguageSheet visible={choosingLanguage} onClose={() => setChoosingLanguage(false)} />
    </>
  )
}

/** A page of links and switches: nothing to read before it shows; the settings are asked for each time it is shown. */
export default sectionsPage({ route: 'setting', testId: 'setting-page', Sections: Setting })
