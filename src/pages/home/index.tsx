import { Image, Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { Carousel } from '@/components/carousel'
import { NewsCard } from '@/components/news-card'
import { ProjectCard } from '@/components/project-card'
import { StatusView } from '@/components/status-view'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { fair } from '@/contract/fair.endpoints'
import { PointsAction } from '@/contract/points.codes'
import { keywords, searches as searchEndpoints } from '@/contract/search.endpoints'
import { CollectibleTask } from '@/features/collectibles/collectible-task'
import { PageShell } from '@/features/layout/page-shell'
import { usePointsReward } from '@/features/points/use-points-reward'
import { useTrack } from '@/features/tracking/use-track'
import type { MessageKey } from '@/i18n'
import { navigate, openLink } from '@/routes/navigate'
import { projectCards } from '@/services/api/search'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import './index.scss'

const LATEST_COUNT = 5

const LATEST = { pageNum: 1, pageSize: LATEST_COUNT }

/** Everything the home tab shows, shown together so one pull refreshes it all. */
function useHomeData() {
  const home = joined(
    useEndpoint(fair.modules, { type: 'banner' }),
    useEndpoint(fair.modules, { type: 'entry' }),
    useEndpoint(searchEndpoints.project, LATEST),
    useEndpoint(searchEndpoints.information, LATEST),
  )
  return {
    ...home,
    data: home.data && {
      banners: home.data[0],
      entries: home.data[1],
      projects: projectCards(home.data[2]).list,
      news: home.data[3].list,
    },
  }
}

/** A home section's title with the link to its whole list. */
const SectionHead = observer(({ title, onMore }: { title: MessageKey; onMore: () => void }) => {
  const t = useT()
  return (
    <View className='home__section-head'>
      <Text className='home__section-title'>{t(title)}</Text>
      <Text className='home__section-more' onClick={onMore}>
        {t('common.more')} ›
      </Text>
    </View>
  )
})

const Home = observer(() => {
  const t = useT()
  const { user, search: searches } = useStores()
  const home = useHomeData()
  const track = useTrack()
  usePointsReward(PointsAction.dailySignIn, { enabled: user.loggedIn })

  usePullDownRefresh(() => void home.reload().finally(() => Taro.stopPullDownRefresh()))

  const hot = useEndpoint(keywords.hot, undefined)
  const search = (keyword?: string) => {
    if (keyword) searches.request(keyword)
    void navigate('indexSearch')
  }

  return (
    <PageShell route='home'>
      <View className='home__search' onClick={() => search()} data-testid='home-search'>
        <View className='home__search-box'>
          <View className='home__search-icon' />
          <Text className='home__search-text'>{t('fair.home.searchPlaceholder')}</Text>
        </View>
      </View>
      {!home.data ? (
        <StatusView status={home.status === 'error' ? 'error' : 'loading'} onRetry={() => void home.reload()} />
      ) : (
        <>
          {home.data.banners.length > 0 && (
            <Carousel
              className='home__banner'
              items={home.data.banners}
              keyOf={(banner) => banner.id}
              imageOf={(banner) => banner.image}
              onOpen={(banner) => {
                track('home_banner_click', { contentId: String(banner.id), paramName: banner.title })
                void openLink(banner.link)
              }}
              label={t('fair.home.banners')}
              testId='home-banners'
            />
          )}

          <View className='home__entries'>
            {home.data.entries.map((entry) => (
              <View
                key={entry.id}
                className='home__entry'
                onClick={() => {
                  track('home_entry_click', { contentId: String(entry.id), paramName: entry.title })
                  void openLink(entry.link)
                }}
                data-testid='home-entry'
              >
                <Image className='home__entry-icon' src={assetUrl(entry.image)} mode='aspectFit' />
                <Text className='home__entry-text'>{entry.title}</Text>
              </View>
            ))}
            <View className='home__entry' onClick={() => void navigate('allServices')} data-testid='home-all-services'>
              <View className='home__entry-icon home__all-icon'>
                {[0, 1, 2, 3].map((cell) => (
                  <View key={cell} className='home__all-cell' />
                ))}
              </View>
              <Text className='home__entry-text'>{t('fair.services.entry')}</Text>
            </View>
          </View>

          {hot.data && hot.data.length > 0 && (
            <View className='home__hot' data-testid='home-hot'>
              <Text className='home__hot-title'>{t('fair.home.hotSearches')}</Text>
              {hot.data.map((rank) => (
                <Text
                  key={rank.keyword}
                  className='home__hot-keyword'
                  onClick={() => {
                    track('home_hot_keyword_click', { paramName: rank.keyword })
                    search(rank.keyword)
                  }}
                >
                  {rank.keyword}
                </Text>
              ))}
            </View>
          )}

          <View className='home__section'>
            <SectionHead title='fair.home.latestProjects' onMore={() => void navigate('projectList')} />
          </View>
          {home.data.projects.length === 0 ? (
            <StatusView status='empty' />
          ) : (
            home.data.projects.map((p) => <ProjectCard key={p.id} project={p} />)
          )}

          <View className='home__section home__section--news'>
            <SectionHead title='fair.home.latestNews' onMore={() => void navigate('zjdt')} />
            {home.data.news.length === 0 ? (
              <StatusView status='empty' />
            ) : (
              home.data.news.map((n) => <NewsCard key={n.id} news={n} />)
            )}
          </View>
        </>
      )}
      <CollectibleTask placement='home' />
    </PageShell>
  )
})

export default Home
