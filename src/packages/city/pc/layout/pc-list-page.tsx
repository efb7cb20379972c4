import { Input, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { useAmount } from '@/components/use-amount'
import { navigate } from '@/routes/navigate'
import { ROUTES } from '@/routes/table'
import { useStores, useT } from '@/stores/context'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { sectionsPage } from '@/templates/sections'
import { FEEDS } from './feeds'
import { PcGrid } from './pc-grid'
import { pcFrame } from './pc-layout'
import { PcPager } from './pc-pager'
import { SECTION_ROUTES, type PcListSection } from './sections'

/**
 * A section's list in the zone: heading, count and keyword search over a grid of cards for the current city, with
 * "load more" (and infinite scroll, pull-to-refresh) from the section's feed; a list opened again shows them at once.
 */
const PcList = observer(({ section }: { section: PcListSection }) => {
  const t = useT()
  const { area } = useStores()
  const amount = useAmount()
  const { params } = useRouter()
  const [draft, setDraft] = useState(params.keyword ? decodeURIComponent(params.keyword) : '')
  const [keyword, setKeyword] = useState(draft)
  const feed = FEEDS[section]
  const route = SECTION_ROUTES[section].route

  const list = useEndpointPages(feed.endpoint, feed.request({ keyword: keyword || undefined, areaId: area.city.id }))

  return (
    <>
      <View className='pc-heading'>
        <View className='pc-heading__text'>
          <Text className='pc-heading__title'>{t(ROUTES[route].title)}</Text>
          {list.status === 'ready' && (
            <Text className='pc-heading__note'>{t('city.pc.count', { count: list.total })}</Text>
          )}
        </View>
        <View className='pc-search'>
          <Input
            className='pc-search__input'
            value={draft}
            placeholder={t('city.pc.searchPlaceholder')}
            confirmType='search'
            data-testid='pc-search-input'
            onInput={(e) => setDraft(e.detail.value)}
            onConfirm={(e) => setKeyword(e.detail.value.trim())}
          />
          <View className='pc-button pc-button--small' data-testid='pc-search' onClick={() => setKeyword(draft.trim())}>
            {t('common.search')}
          </View>
        </View>
      </View>
      {list.status === 'ready' ? (
        <PcGrid
          items={list.items.map((item) => feed.card(item, { t, amount }))}
          onOpen={(item) => void navigate(feed.detail, { id: item.id })}
        />
      ) : (
        <StatusView status={list.status} onRetry={() => void list.reload()} />
      )}
      <PcPager list={list} />
    </>
  )
})

/** A section's list page: the list as the one section of a page in the zone's frame, its pages read by the list. */
export function pcListPage(section: PcListSection) {
  const route = SECTION_ROUTES[section].route
  return sectionsPage({
    route,
    testId: 'pc-list',
    Frame: pcFrame(route, section),
    Sections: () => <PcList section={section} />,
  })
}
