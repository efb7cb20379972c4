import { View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { ComponentType, PropsWithChildren, ReactNode } from 'react'
import { RequestView } from '@/components/status-view'
import { readyState, type RequestState } from '@/components/use-endpoint'
import { PageShell } from '@/features/layout/page-shell'
import type { MessageKey } from '@/i18n'
import { useRouteQuery } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import './sections.scss'

/** What a page's sections are given: what the page read, and a way to read it again after changing it (to await). */
export interface SectionsProps<T> {
  data: T
  reload: () => Promise<void>
}

/**
 * A page of sections as data: its route, what it reads (one endpoint's state, or several joined) and the sections it
 * makes of it. The template gives every such page the same states (loading, not found, a retry), pull-to-refresh where
 * the route allows it, and a sign-in prompt first when the page is for signed-in users.
 */
export interface SectionsDescriptor<T> {
  route: RouteKey
  /** The test id of the page's content, once it is shown. */
  testId: string
  /** The page's title when the query picks one other than the route's (a zone, an edition). */
  titleOf?: (query: Record<string, string | undefined>) => MessageKey | undefined
  /** The page is for signed-in users: a visitor is told this reason and offered a login that comes back here. */
  loginHint?: MessageKey
  /**
   * A frame of the page's own instead of the app's page shell (the wide-screen zone's top bar and sections); it
   * renders the page shell itself, with the title it is given.
   */
  Frame?: ComponentType<PropsWithChildren<{ titleKey?: MessageKey }>>
  /** The page's read, called as a hook; a page of links only reads nothing. */
  useRead?: () => RequestState<T>
  /** The sections, a component (it may use hooks) that observes the stores. */
  Sections: (props: SectionsProps<NonNullable<T>>) => ReactNode
}

const readNothing = () => readyState(true)

/** The page component of a sections descriptor. */
export function sectionsPage<T = true>(descriptor: SectionsDescriptor<T>) {
  const { route, testId, titleOf, loginHint, Frame, useRead, Sections } = descriptor
  const read = (useRead ?? readNothing) as () => RequestState<T>
  const SectionsView = observer(Sections)
  // Inside the shell, so a visitor asked to sign in first sends no read the server would refuse.
  const Body = observer(() => {
    const request = read()
    // A page that reads nothing leaves the pull to what it holds (a list of its own).
    usePullDownRefresh(() => {
      if (useRead) void request.reload().finally(() => Taro.stopPullDownRefresh())
    })
    const reload = () => request.reload()
    return (
      <RequestView request={request}>
        {(data) => (
          <View className='sections-page' data-testid={testId}>
            <SectionsView data={data} reload={reload} />
          </View>
        )}
      </RequestView>
    )
  })
  return function SectionsPage() {
    const query = useRouteQuery(route)
    const titleKey = titleOf?.(query)
    if (Frame)
      return (
        <Frame titleKey={titleKey}>
          <Body />
        </Frame>
      )
    return (
      <PageShell route={route} titleKey={titleKey} loginHint={loginHint}>
        <Body />
      </PageShell>
    )
  }
}
