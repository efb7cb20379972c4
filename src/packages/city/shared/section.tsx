import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren, ReactNode } from 'react'
import { StatusView } from '@/components/status-view'
import type { RequestState } from '@/components/use-endpoint'
import type { Page } from '@/contract/common'
import type { MessageKey } from '@/i18n'
import { useT } from '@/stores/context'
import './city.scss'

interface Props {
  heading: MessageKey
  /** Shows a "view all" link when given. */
  onMore?: () => void
  testId?: string
}

/** A titled white card of a city page, with an optional "view all" link. */
export const Section = observer(({ heading, onMore, testId, children }: PropsWithChildren<Props>) => {
  const t = useT()
  return (
    <View className='city-card' data-testid={testId}>
      <View className='city-card__head'>
        <Text className='city-card__heading'>{t(heading)}</Text>
        {onMore && (
          <Text className='city-card__more' onClick={onMore}>
            {t('city.viewAll')}
          </Text>
        )}
      </View>
      {children}
    </View>
  )
})

interface PageSectionProps<T> extends Props {
  request: RequestState<Page<T>>
  renderItem: (item: T) => ReactNode
}

function PageSectionOf<T>({ request, renderItem, ...section }: PageSectionProps<T>) {
  return (
    <Section {...section}>
      {request.data && request.data.list.length > 0 ? (
        request.data.list.map(renderItem)
      ) : (
        <StatusView
          status={request.status === 'ready' ? 'empty' : request.status}
          onRetry={() => void request.reload()}
        />
      )}
    </Section>
  )
}

/** A section showing the items of one page of a request, or that there are none, or its loading or error state. */
export const PageSection = observer(PageSectionOf) as typeof PageSectionOf
