import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { readyState, useEndpoint, type RequestState } from '@/components/use-endpoint'
import type { Match, MatchQuota, Recommendation, Recommendations } from '@/contract/network'
import { MATCH_KINDS, type MatchKind } from '@/contract/network.codes'
import { matchmaking } from '@/contract/network.endpoints'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { Actions, Card, Hero, Paragraph, sectionsPage } from '@/templates/sections'
import { networkListsChanged } from '../shared/lists-changed'
import { SlotSheet } from '../shared/slot-sheet'
import { useAction } from '../shared/use-action'
import '../shared/people.scss'
import './index.scss'

type Tab = 'all' | MatchKind | 'matches'
const TABS: Tab[] = ['all', ...MATCH_KINDS, 'matches']

/** Where a recommendation or match opens. */
function openTarget(kind: MatchKind, id: number) {
  if (kind === 'person') return navigate('homepage', { id })
  if (kind === 'exhibitor') return navigate('businessIndex', { id })
  return navigate('projectDetail', { id })
}

interface RowProps {
  kind: MatchKind
  id: number
  title: string
  subtitle: string
  cover: string
  reason: string
  children?: React.ReactNode
}

const MatchRow = ({ kind, id, title, subtitle, cover, reason, children }: RowProps) => (
  <View className='match-row' data-testid='match-row' data-kind={kind}>
    <View className='match-row__main' onClick={() => void openTarget(kind, id)}>
      <Image className='match-row__cover' src={assetUrl(cover)} mode='aspectFill' lazyLoad />
      <View className='match-row__body'>
        <Text className='match-row__title'>{title}</Text>
        {subtitle && <Text className='match-row__subtitle'>{subtitle}</Text>}
        <Text className='match-row__reason' data-testid='match-reason'>
          {reason}
        </Text>
      </View>
    </View>
    <View className='people-actions match-row__actions'>{children}</View>
  </View>
)

/** Asks for a meeting from a match: the slot sheet, then the request waits in /mypage-negotiate. */
const MeetButton = observer(({ match }: { match: Match }) => {
  const t = useT()
  const stores = useStores()
  const { api } = stores
  const [open, setOpen] = useState(false)
  if (!match.meetWith) return <Text className='people-status'>{t('network.engine.nobodyToMeet')}</Text>
  return (
    <>
      <Button size='small' type='primary' onClick={() => setOpen(true)} data-testid='match-meet'>
        {t('network.engine.requestMeeting')}
      </Button>
      {open && (
        <SlotSheet
          visible={open}
          title='network.engine.requestMeeting'
          withName={match.meetWith.name}
          onClose={() => setOpen(false)}
          onSubmit={(choice) => api.network.requestMeeting({ matchId: match.id, ...choice })}
          onDone={() => {
            setOpen(false)
            networkListsChanged(stores)
            void Taro.showToast({ title: t('network.engine.requested'), icon: 'success' })
            void navigate('mypageNegotiate', { box: 'sent' })
          }}
        />
      )}
    </>
  )
})

const RecommendationRow = observer(
  ({
    item,
    onQuota,
    onSeeMatches,
  }: {
    item: Recommendation
    onQuota: (q: MatchQuota) => void
    onSeeMatches: () => void
  }) => {
    const t = useT()
    const { api } = useStores()
    const [match, setMatch] = useState<Match | null>(null)
    const { press } = useAction()
    return (
      <MatchRow {...item}>
        {match ? (
          <MeetButton match={match} />
        ) : item.matched ? (
          <Button size='small' fill='outline' onClick={onSeeMatches} data-testid='match-matched'>
            {t('network.engine.matched')}
          </Button>
        ) : (
          <Button
            size='small'
            type='primary'
            {...press(
              'match',
              () => api.network.match({ kind: item.kind, id: item.id }),
              'network.engine.matchedToast',
              (result) => {
                setMatch(result.match)
                onQuota(result.quota)
              },
            )}
            data-testid='match-take'
          >
            {t('network.engine.match')}
          </Button>
        )}
      </MatchRow>
    )
  },
)

const Matches = observer(() => {
  const list = useEndpointPages(matchmaking.list, {})
  if (list.status !== 'ready')
    return (
      <StatusView
        status={list.status}
        message={list.status === 'empty' ? 'network.engine.noMatches' : undefined}
        onRetry={() => void list.reload()}
      />
    )
  return (
    <>
      {list.items.map((match) => (
        <MatchRow key={match.id} {...match} id={match.targetId}>
          <MeetButton match={match} />
        </MatchRow>
      ))}
      <ListFooter list={list} />
    </>
  )
})

/** The tab chosen, and the recommendations of its kind (of every kind under the matches' tab, for the quota). */
interface Engine {
  tab: Tab
  choose: (tab: Tab) => void
  recommendations: RequestState<Recommendations>
}

/**
 * The engine's read: shown at once, the tabs over the recommendations' own loading or retry; pulling the page down
 * reloads the recommendations, or under the matches' tab the matches (their list reloads itself).
 */
function useEngine(): RequestState<Engine> {
  const [tab, setTab] = useState<Tab>('all')
  const kind = tab === 'all' || tab === 'matches' ? undefined : tab
  const recommendations = useEndpoint(matchmaking.recommendations, { kind })
  return readyState({ tab, choose: setTab, recommendations }, tab === 'matches' ? undefined : recommendations.reload)
}

/**
 * /mypage-engine: recommended people, exhibitors and projects with why they match, today's remaining matches, nothing
 * personal when personalised recommendation is off, and a meeting requested from a match in a slot at a meeting point.
 */
export default sectionsPage({
  route: 'mypageEngine',
  testId: 'engine',
  loginHint: 'network.engine.loginHint',
  useRead: useEngine,
  Sections: function MypageEngine({ data: { tab, choose, recommendations } }) {
    const t = useT()
    const [quota, setQuota] = useState<MatchQuota | null>(null)
    const data = recommendations.data
    const shownQuota = quota ?? data?.quota

    return (
      <>
        {shownQuota && (
          <Hero
            title={String(shownQuota.remaining)}
            text={t('network.engine.remaining', { quota: shownQuota.quota })}
            testId='engine-quota'
          />
        )}
        <View className='people-tabs' role='tablist'>
          {TABS.map((key) => (
            <View
              key={key}
              role='tab'
              aria-selected={tab === key}
              className={`people-tabs__tab${tab === key ? ' people-tabs__tab--on' : ''}`}
              onClick={() => choose(key)}
              data-testid='engine-tab'
            >
              {t(`network.engine.tab.${key}`)}
            </View>
          ))}
        </View>
        {tab === 'matches' ? (
          <Matches />
        ) : !data ? (
          <StatusView
            status={recommendations.status === 'error' ? 'error' : 'loading'}
            onRetry={() => void recommendations.reload()}
          />
        ) : !data.personalised ? (
          <Card testId='engine-off'>
            <Paragraph>{data.notice}</Paragraph>
            <Actions>
              <Button type='primary' onClick={() => void navigate('setting')} data-testid='engine-settings'>
                {t('network.engine.openSettings')}
              </Button>
            </Actions>
          </Card>
        ) : data.items.length === 0 ? (
          <View>
            <StatusView status='empty' message='network.engine.empty' />
            <View className='people-actions engine__center'>
              <Button
                type='primary'
                fill='outline'
                onClick={() => void navigate('mypageCard')}
                data-testid='engine-card'
              >
                {t('network.engine.completeCard')}
              </Button>
            </View>
          </View>
        ) : (
          data.items.map((item) => (
            <RecommendationRow
              key={`${item.kind}-${item.id}`}
              item={item}
              onQuota={setQuota}
              onSeeMatches={() => choose('matches')}
            />
          ))
        )}
        <View className='people-actions engine__center'>
          <Button fill='outline' onClick={() => void navigate('mypageNegotiate')} data-testid='engine-negotiate'>
            {t('network.route.mypageNegotiate')}
          </Button>
        </View>
      </>
    )
  },
})
