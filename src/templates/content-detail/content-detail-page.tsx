import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AppendixLink } from '@/components/appendix-link'
import { ContentTags } from '@/components/content-tags'
import { Gallery } from '@/components/gallery'
import { RichContent } from '@/components/rich-content'
import { RequestStatusView } from '@/components/status-view'
import type { RequestState } from '@/components/use-request'
import { PageShell } from '@/features/layout/page-shell'
import type { MessageKey } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import { DetailActions, useShownContent } from './detail-parts'
import './content-detail-page.scss'

/** What a content kind shows on its detail page; empty facts are left out. */
export interface DetailView {
  cover: string
  title: string
  summary?: string
  facts: [label: string, value: string][]
  introHeading: MessageKey
  content: string
  imagesHeading: MessageKey
  images: string[]
  /** The item as collect, like and tags address it. */
  collect: { contentId: number; contentType: number }
}

interface Props<T> {
  route: RouteKey
  request: RequestState<T>
  view: (item: T) => DetailView
}

/** The detail page every content kind shares: cover, title, tags, facts, sanitised rich text, images, like, collect, share. */
function ContentDetailPageView<T>({ route, request, view }: Props<T>) {
  const t = useT()
  const d = request.data ? view(request.data) : undefined
  useShownContent(d && { title: d.title, image: d.cover, ...d.collect })
  if (!d) {
    return (
      <PageShell route={route}>
        <RequestStatusView request={request} />
      </PageShell>
    )
  }
  return (
    <PageShell route={route}>
      <Image className='detail__cover' src={assetUrl(d.cover)} mode='aspectFill' />
      <View className='detail__card'>
        <Text className='detail__title' data-testid='detail-title'>
          {d.title}
        </Text>
        {d.summary && <Text className='detail__summary'>{d.summary}</Text>}
        <ContentTags contentId={d.collect.contentId} contentType={d.collect.contentType} />
        <View className='detail__facts'>
          {d.facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <View key={label} className='detail__fact'>
                <Text className='detail__fact-label'>{label}</Text>
                <Text className='detail__fact-value'>{value}</Text>
              </View>
            ))}
        </View>
      </View>

      <View className='detail__card'>
        <Text className='detail__heading'>{t(d.introHeading)}</Text>
        <RichContent html={d.content} />
      </View>

      {d.images.length > 0 && (
        <View className='detail__card'>
          <Text className='detail__heading'>{t(d.imagesHeading)}</Text>
          <Gallery images={d.images} className='detail__gallery' imageClassName='detail__gallery-image' />
        </View>
      )}

      <AppendixLink contentId={d.collect.contentId} contentType={d.collect.contentType} />

      <DetailActions contentId={d.collect.contentId} contentType={d.collect.contentType} />
    </PageShell>
  )
}

export const ContentDetailPage = observer(ContentDetailPageView) as typeof ContentDetailPageView
