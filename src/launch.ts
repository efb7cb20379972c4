import Taro from '@tarojs/taro'
import { autorun, reaction, when } from 'mobx'
import { runSessionGuard } from '@/features/auth/session-guard'
import { startLayout } from '@/features/layout/layout'
import { keepWaitingLive } from '@/features/waiting/keep-waiting-live'
import { translate } from '@/i18n'
import { startOffline } from '@/platform/offline/offline'
import { TAB_LABELS_SET } from '@/platform/tab-labels'
import { tabRoutes } from '@/routes/derive'
import type { RootStore } from '@/stores/root-store'
import { withoutQueryKeys } from '@/utils/url'

const ROUTER_CHANGE = '__afterTaroRouterChange'

/** Shows a modal until it is confirmed: Taro's H5 modal closes when the page changes, as it may while the app lands. */
function untilConfirmed(show: () => Promise<unknown>) {
  const reopen = () => void setTimeout(open, 0)
  const open = () =>
    void show()
      .then(() => Taro.eventCenter.off(ROUTER_CHANGE, reopen))
      .catch(() => undefined)
  Taro.eventCenter.on(ROUTER_CHANGE, reopen)
  open()
}

function stripFromAddress(keys: string[]) {
  if (process.env.TARO_ENV !== 'h5') return
  history.replaceState(
    history.state,
    '',
    withoutQueryKeys(`${location.pathname}${location.search}${location.hash}`, keys),
  )
}

/**
 * What the app does once, as its stores are made: the wide-screen flag, tab labels in the user's language,
 * the session guard on the landing query (seed 001 section 4), the live counts of what waits for the user and the
 * fair's base configuration.
 */
export function launch(stores: RootStore, query: Record<string, string | undefined>): void {
  startLayout(stores.app)

  // Tab labels follow the language once its strings are there; the app config can only hold the default one. The H5
  // tab bar waits for the first labels, so a visitor never sees the default language's flash by.
  reaction(
    () =>
      stores.app.dictionaryReady ? tabRoutes().map(({ route }) => translate(stores.app.language, route.tab!.text)) : [],
    (labels) => labels.forEach((text, index) => Taro.setTabBarItem({ index, text }).catch(() => undefined)),
    { fireImmediately: stores.app.language !== 'zh-cn' },
  )
  when(
    () => stores.app.dictionaryReady,
    () => Taro.eventCenter.trigger(TAB_LABELS_SET),
  )

  // Screen readers and the browser's translation read the page in the language it is shown in.
  if (process.env.TARO_ENV === 'h5')
    autorun(() => (document.documentElement.lang = stores.app.language === 'en-us' ? 'en' : 'zh-CN'))

  runSessionGuard(query, {
    stores,
    schedule: (fn, ms) => void setTimeout(fn, ms),
    stripFromAddress,
    announceSwitch: (profile) => {
      const account = profile.phone || profile.email
      const t = (key: 'account.auth.switchedTitle' | 'account.auth.switchedText' | 'account.auth.switchedTextName') =>
        translate(stores.app.language, key, { name: profile.nickname, account })
      // A nickname that is the masked number already names the account.
      const content = t(
        account && account !== profile.nickname ? 'account.auth.switchedText' : 'account.auth.switchedTextName',
      )
      untilConfirmed(() =>
        Taro.showModal({
          title: t('account.auth.switchedTitle'),
          content,
          showCancel: false,
          confirmText: translate(stores.app.language, 'common.confirm'),
        }),
      )
    },
  })
  keepWaitingLive(stores)
  startOffline(stores)
  void stores.app.baseConfigReady()
}
