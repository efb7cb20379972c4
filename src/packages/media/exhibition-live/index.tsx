import '@/i18n/media.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { KeywordBar } from '@/components/keyword-bar'
import { StatusView } from '@/components/status-view'
import type { LiveStateCode } from '@/contract/media.codes'
import { media } from '@/contract/media.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { COLORS } from '@/styles/colors'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { LiveCard } from '../shared/live-card'
import '../shared/media.scss'

const TABS: (LiveStateCode | undefined)[] = [undefined, 1, 0, 2]

/** The fair's lives with a tab per state (all, live, not started, replay), keyword search and infinite scroll. */
const ExhibitionLive = observer(() => {
  const t = useT()
  const [state, setState] = useState<LiveStateCode | undefined>(undefined)
  const [keyword, setKeyword] = useState('')
  const list = useEndpointPages(media.liveList, { state, keyword: keyword || undefined })

  return (
    <PageShell route='exhibitionLive'>
      <KeywordBar placeholder={t('media.live.searchPlaceholder')} onKeyword={setKeyword} />
      <View style={{ display: 'flex', background: COLORS.surface, marginBottom: '10px' }}>
        {TABS.map((tab) => (
          <Text
            key={String(tab)}
            data-testid={`live-tab-${tab ?? 'all'}`}
            onClick={() => setState(tab)}
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
      {list.status === 'ready' && (
        <Text style={{ display: 'block', margin: '0 12px 8px', color: COLORS.textMuted, fontSize: '12px' }}>
          {t('media.live.count', { count: list.total })}
        </Text>
      )}
      {list.status === 'ready' ? (
        list.items.map((live) => (
          <LiveCard key={live.id} live={live} onOpen={() => void navigate('meetingForumVideo', { id: live.id })} />
        ))
      ) : (
        <StatusView status={list.status} onRetry={() => void list.reload()} />
      )}
      <ListFooter list={list} />
    </PageShell>
  )
})

export default ExhibitionLive
