import '@/i18n/media.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import type { LiveCard as Live, LiveQuery } from '@/contract/media'
import type { LiveStateCode } from '@/contract/media.codes'
import { media } from '@/contract/media.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { COLORS } from '@/styles/colors'
import { ContentListPage, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { LiveCard } from '../shared/live-card'
import '../shared/media.scss'

type Tab = LiveStateCode | undefined

const TABS: Tab[] = [undefined, 1, 0, 2]

/** The state tabs, the page's own rather than the list's: they start at once, with no options to load first. */
const LiveTabs = observer(({ state, onChoose }: { state: Tab; onChoose: (state: Tab) => void }) => {
  const t = useT()
  return (
    <View style={{ display: 'flex', background: COLORS.surface, marginBottom: '10px' }}>
      {TABS.map((tab) => (
        <Text
          key={String(tab)}
          data-testid={`live-tab-${tab ?? 'all'}`}
          onClick={() => onChoose(tab)}
          style={{
            flex: 1,
            textAlign: 'center',
            padding: '10px 0',
            fontSize: '14px',
            color: tab === state ? COLORS.primary : COLORS.textSecondary,
            borderBottom: `2px solid ${tab === state ? COLORS.primary : 'transparent'}`,
          }}
        >
          {tab === undefined ? t('common.all') : t(`media.live.state.${tab}`)}
        </Text>
      ))}
    </View>
  )
})

/** The list of the lives in one state (all of them without one), under the tabs that choose it. */
function livesIn(state: Tab, onChoose: (state: Tab) => void): ContentListDescriptor<Live, LiveQuery> {
  return {
    route: 'exhibitionLive',
    searchPlaceholder: 'media.live.searchPlaceholder',
    countLabel: 'media.live.count',
    header: <LiveTabs state={state} onChoose={onChoose} />,
    endpoint: media.liveList,
    request: ({ keyword }) => ({ keyword, state }),
    renderItem: (live) => (
      <LiveCard key={live.id} live={live} onOpen={() => void navigate('meetingForumVideo', { id: live.id })} />
    ),
  }
}

/** The fair's lives with a tab per state (all, live, not started, replay), keyword search and infinite scroll. */
export default function ExhibitionLive() {
  const [state, setState] = useState<Tab>(undefined)
  const descriptor = useMemo(() => livesIn(state, setState), [state])
  return <ContentListPage descriptor={descriptor} />
}
