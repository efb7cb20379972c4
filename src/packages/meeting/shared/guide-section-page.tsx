import { Text } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { ComponentType, ReactNode } from 'react'
import { StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import type { GuideEntry } from '@/contract/fair'
import type { GuideSection } from '@/contract/fair.codes'
import { PageShell } from '@/features/layout/page-shell'
import type { MessageKey } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import { useStores, useT } from '@/stores/context'
import './venue.scss'

interface GuideSectionPage {
  route: RouteKey
  section: GuideSection
  /** The line at the top of the page. */
  intro: MessageKey
  /** What the page says when the section holds nothing. */
  empty: MessageKey
  /** What stands between the intro and the articles. */
  Header?: ComponentType
  entry: (entry: GuideEntry) => ReactNode
}

/** A page of one section of the fair guide: its intro, then its articles (pull down to load them again). */
export function guideSectionPage({ route, section, intro, empty, Header, entry }: GuideSectionPage) {
  return observer(() => {
    const t = useT()
    const { api, app } = useStores()
    const entries = useRequest(() => api.fair.guideList(section), [app.language])
    usePullDownRefresh(() => void entries.reload().finally(() => Taro.stopPullDownRefresh()))
    return (
      <PageShell route={route}>
        <Text className='venue-intro'>{t(intro)}</Text>
        {Header && <Header />}
        {!entries.data || entries.data.length === 0 ? (
          <StatusView
            status={entries.status === 'ready' ? 'empty' : entries.status}
            message={entries.status === 'ready' ? empty : undefined}
            onRetry={() => void entries.reload()}
          />
        ) : (
          entries.data.map(entry)
        )}
      </PageShell>
    )
  })
}
