import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { LanguageSheet } from '@/components/language-sheet'
import { LinkCell } from '@/components/link-cell'
import { useReadyHold } from '@/components/page-ready'
import type { MineInfo } from '@/contract/account'
import { RealNameStatus } from '@/contract/account.codes'
import { PointsAction } from '@/contract/points.codes'
import { useLogout } from '@/features/auth/use-logout'
import { PageShell } from '@/features/layout/page-shell'
import { usePointsReward } from '@/features/points/use-points-reward'
import { navigate } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import './index.scss'

const My = observer(() => {
  const t = useT()
  const { api, app, user, waiting } = useStores()
  const [mine, setMine] = useState<MineInfo | null>(null)
  // Signed in, the page is first ready once its counts have come (or failed), not while they show dashes.
  const [firstLoad, setFirstLoad] = useState(user.loggedIn)
  useReadyHold(firstLoad)
  const [choosingLanguage, setChoosingLanguage] = useState(false)
  const loadMine = () =>
    api.account
      .mineInfo()
      .then(setMine)
      .catch(() => setMine(null))
      .finally(() => setFirstLoad(false))
  // A reward granted here changes the balance this page shows.
  usePointsReward(PointsAction.dailySignIn, { enabled: user.loggedIn, onClaimed: loadMine })
  // An approval happens on the server while the user is away; the my page is where they come back to.
  usePointsReward(PointsAction.realName, {
    enabled: user.profile?.realNameStatus === RealNameStatus.verified,
    onClaimed: loadMine,
  })

  useDidShow(() => {
    if (!user.loggedIn) {
      setFirstLoad(false)
      return setMine(null)
    }
    if (!user.profile) void user.validate().catch(() => undefined)
    void loadMine()
    void waiting.refresh()
  })
  // What waits behind an entry, as a red count a screen reader reads as "3 waiting".
  const waits = (count: number | undefined) =>
    user.loggedIn && count ? { badge: count, badgeLabel: t('account.my.waiting', { count }) } : {}
  const counts = waiting.counts

  const confirmLogout = useLogout()
  const logout = async () => {
    if (await confirmLogout()) setMine(null)
  }

  // Each count opens the list it counts.
  const stats: { label: string; value: number | undefined; route?: RouteKey; testId: string }[] = [
    {
      label: t('account.my.collections'),
      value: mine?.collectCount,
      route: 'mypageCollection',
      testId: 'my-stat-collections',
    },
    { label: t('account.my.follows'), value: mine?.followCount, route: 'mypageFollow', testId: 'my-stat-follows' },
    {
      label: t('account.my.signUps'),
      value: mine?.signUpCount,
      route: 'mypageEnroll',
      testId: 'my-stat-sign-ups',
    },
    { label: t('account.my.points'), value: mine?.points, route: 'myPoints', testId: 'my-stat-points' },
  ]

  return (
    <PageShell route='my'>
      <View className='my__header' data-testid='my-header'>
        {user.loggedIn ? (
          <>
            <Image className='my__avatar' src={assetUrl(user.profile?.avatar ?? '')} mode='aspectFill' />
            <View className='my__who'>
              <Text className='my__name' data-testid='my-name' data-own-words>
                {user.profile?.nickname ?? t('common.loading')}
              </Text>
              <Text className='my__phone'>{user.profile?.phone}</Text>
            </View>
          </>
        ) : (
          <View className='my__who' onClick={() => void navigate('login')}>
            <Text className='my__name' data-testid='my-name'>
              {t('account.my.notLoggedIn')}
            </Text>
            <Text className='my__phone'>{t('account.my.loginHint')}</Text>
            <Text className='my__login'>{t('account.my.login')}</Text>
          </View>
        )}
      </View>

      {user.loggedIn && (
        <View className='my__stats'>
          {stats.map(({ label, value, route, testId }) => (
            <View
              key={testId}
              className='my__stat'
              data-testid={testId}
              onClick={route ? () => void navigate(route) : undefined}
            >
              <Text className='my__stat-value'>{value ?? '-'}</Text>
              <Text className='my__stat-label'>{label}</Text>
            </View>
          ))}
        </View>
      )}

      <CellGroup className='my__cells'>
        <LinkCell
          testId='registration-cell'
          title={t('registration.route.mypageRegisteInfo')}
          onClick={() => void navigate('mypageRegisteInfo')}
        />
        <LinkCell
          testId='agenda-cell'
          title={t('meeting.route.mypageSchedule')}
          onClick={() => void navigate('mypageSchedule')}
        />
        <LinkCell
          testId='chats-cell'
          title={t('network.my.chats')}
          {...waits(counts ? counts.unreadMessages + counts.groupInvitations : 0)}
          onClick={() => void navigate('projectGroupList')}
        />
        <LinkCell
          testId='circle-cell'
          title={t('network.route.goldkeyCircle')}
          onClick={() => void navigate('goldkeyCircle')}
        />
        <LinkCell
          testId='my-posts-cell'
          title={t('network.route.mypageDynamic')}
          onClick={() => void navigate('mypageDynamic')}
        />
        <LinkCell
          testId='online-service-cell'
          title={t('network.route.onlineService')}
          onClick={() => void navigate('onlineService')}
        />
        <LinkCell
          testId='language-cell'
          title={t('account.my.language')}
          extra={t(`language.${app.language}`)}
          onClick={() => setChoosingLanguage(true)}
        />
        <LinkCell
          testId='points-cell'
          title={t('points.entry')}
          extra={mine ? String(mine.points) : ''}
          onClick={() => void navigate('myPoints')}
        />
        <LinkCell
          testId='likes-cell'
          title={t('account.route.mypageLike')}
          onClick={() => void navigate('mypageLike')}
        />
        <LinkCell
          testId='inquiries-cell'
          title={t('account.route.mypageSubmitInquiry')}
          onClick={() => void navigate('mypageSubmitInquiry')}
        />
        <LinkCell
          testId='received-inquiries-cell'
          title={t('account.route.mypageInquiry')}
          onClick={() => void navigate('mypageInquiry')}
        />
        <LinkCell
          testId='downloads-cell'
          title={t('account.my.downloads')}
          onClick={() => void navigate('downloadRecords')}
        />
        <LinkCell
          testId='realname-cell'
          title={t('account.realname.cell')}
          extra={user.profile ? t(`account.realname.status.${user.profile.realNameStatus as 0 | 1 | 2 | 3}`) : ''}
          onClick={() => void navigate('mypageRealname')}
        />
        <LinkCell
          testId='collectibles-cell'
          title={t('collectible.entry')}
          onClick={() => void navigate('myCollectibles')}
        />
        <LinkCell
          testId='card-cell'
          title={t('network.route.mypageCard')}
          onClick={() => void navigate('mypageCard')}
        />
        <LinkCell
          testId='exchange-cell'
          title={t('network.route.mypageExchange')}
          {...waits(counts?.cardRequests)}
          onClick={() => void navigate('mypageExchange')}
        />
        <LinkCell
          testId='scan-friend-cell'
          title={t('network.route.scanResultFriend')}
          onClick={() => void navigate('scanResultFriend')}
        />
        <LinkCell
          testId='visitors-cell'
          title={t('network.route.mypageVisitor')}
          onClick={() => void navigate('mypageVisitor')}
        />
        <LinkCell
          testId='fans-cell'
          title={t('network.route.mypageFans')}
          onClick={() => void navigate('mypageFans')}
        />
        <LinkCell
          testId='engine-cell'
          title={t('network.route.mypageEngine')}
          onClick={() => void navigate('mypageEngine')}
        />
        <LinkCell
          testId='negotiate-cell'
          title={t('network.route.mypageNegotiate')}
          {...waits(counts?.meetingRequests)}
          onClick={() => void navigate('mypageNegotiate')}
        />
        <LinkCell
          testId='businessman-cell'
          title={t('network.route.mypageBusinessman')}
          onClick={() => void navigate('mypageBusinessman')}
        />
        <LinkCell
          testId='merchants-cell'
          title={t('network.route.mypageMerchants')}
          onClick={() => void navigate('mypageMerchants')}
        />
        <LinkCell
          testId='assistant-cell'
          title={t('network.route.mypageAssistant')}
          {...waits(waiting.total)}
          onClick={() => void navigate('mypageAssistant')}
        />
        <LinkCell
          testId='work-bench-cell'
          title={t('network.route.workBench')}
          onClick={() => void navigate('workBench')}
        />
        <LinkCell testId='settings-cell' title={t('account.settings.entry')} onClick={() => void navigate('setting')} />
        {user.loggedIn && <Cell title={t('account.my.logout')} clickable onClick={() => void logout()} />}
      </CellGroup>

      <LanguageSheet visible={choosingLanguage} onClose={() => setChoosingLanguage(false)} />
    </PageShell>
  )
})

export default My
