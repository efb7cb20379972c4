import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ComponentType, ReactNode } from 'react'
import { AppendixLink } from '@/components/appendix-link'
import { ContentTags } from '@/components/content-tags'
import { Gallery } from '@/components/gallery'
import { RichContent } from '@/components/rich-content'
import { RequestStatusView } from '@/components/status-view'
import { useAmount } from '@/components/use-amount'
import type { RequestState } from '@/components/use-endpoint'
import type { FactKit } from '@/features/content/facts'
import { PageShell } from '@/features/layout/page-shell'
import { usePointsReward } from '@/features/points/use-points-reward'
import type { Language, MessageKey } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import { useStores, useT } from '@/stores/context'
import { DetailActions, DetailHead, DetailSection, FactRows, useShownContent } from './detail-parts'
import { useDetail, type DetailSource } from './use-detail'

/** The fields most content items share; a view takes them from the item unless it says otherwise. */
export interface ContentItem {
  id: number
  title?: string
  cover?: string
  summary?: string
  content?: string
  images?: string[]
}

/** What a content kind shows on its detail page beyond its common fields; empty facts are left out. */
export interface DetailView extends Partial<Omit<ContentItem, 'id'>> {
  facts: [label: string, value: string][]
  introHeading: MessageKey
  imagesHeading: MessageKey
}

interface Props<T extends ContentItem> {
  route: RouteKey
  request: RequestState<T>
  /** The code collect, like and tags address the item by. */
  contentType: number
  view: (item: T) => DetailView
  /** The kind's own cards between the facts and the introduction. */
  sections?: ReactNode
  /** The sections list the item's attachments themselves: no attachments row. */
  listsAppendixes?: boolean
}

const common = ({ title = '', cover = '', summary, content = '', images = [] }: ContentItem) => ({
  title,
  cover,
  summary,
  content,
  images,
})

/** The detail page every content kind shares: cover, title, tags, facts, sanitised rich text, images, like, collect, share. */
function ContentDetailPageView<T extends ContentItem>({
  route,
  request,
  contentType,
  view,
  sections,
  listsAppendixes = false,
}: Props<T>) {
  const t = useT()
  const item = request.data
  const d = item ? { ...common(item), ...view(item), collect: { contentId: item.id, contentType } } : undefined
  useShownContent(d && { title: d.title, image: d.cover, ...d.collect })
  return (
    <PageShell route={route}>
      {d ? (
        <>
          <DetailHead cover={d.cover} title={d.title}>
            {d.summary && <Text className='detail__summary'>{d.summary}</Text>}
            <ContentTags contentId={d.collect.contentId} contentType={d.collect.contentType} />
            <View className='detail__facts'>
              <FactRows facts={d.facts} />
            </View>
          </DetailHead>
          {sections}
          <DetailSection heading={t(d.introHeading)}>
            <RichContent html={d.content} />
          </DetailSection>
          {d.images.length > 0 && (
            <DetailSection heading={t(d.imagesHeading)}>
              <Gallery images={d.images} className='detail__gallery' imageClassName='detail__gallery-image' />
            </DetailSection>
          )}
          {!listsAppendixes && <AppendixLink contentId={d.collect.contentId} contentType={d.collect.contentType} />}
          <DetailActions contentId={d.collect.contentId} contentType={d.collect.contentType} />
        </>
      ) : (
        <RequestStatusView request={request} />
      )}
    </PageShell>
  )
}

export const ContentDetailPage = observer(ContentDetailPageView) as typeof ContentDetailPageView

/**
 * A detail page as data: its route, the endpoint its item comes from (with how the page's id and query make the
 * request, `{ id }` unless told) and how its item is shown.
 */
export type DetailDescriptor<T extends ContentItem, Request = unknown> = DetailSource<T, Request> & {
  route: RouteKey
  contentType: number
  view: (item: T, kit: FactKit & { language: Language }) => DetailView
  /** Query keys that may hold the id, first found wins; `id` by default. */
  idParams?: string[]
  /** The points action for looking at the item, when it earns one. */
  reward?: number
  /** The kind's own cards between the facts and the introduction (a meeting's speakers), once the item has loaded. */
  Sections?: ComponentType<DetailPartProps<T>>
  /** The sections list the item's attachments themselves (a meeting's materials): no attachments row. */
  listsAppendixes?: boolean
  /** What the page shows under the item once it has loaded (an action bar). */
  Below?: ComponentType<DetailPartProps<T>>
}

/** What a part of a detail page is given: the item, and a way to load it again after changing it (a sign-up). */
export interface DetailPartProps<T> {
  item: T
  reload: () => void
}

/** The page component of a detail descriptor. */
export function detailPage<T extends ContentItem, Request = unknown>(descriptor: DetailDescriptor<T, Request>) {
  const { Sections, Below } = descriptor
  return observer(() => {
    const t = useT()
    const amount = useAmount()
    const { app } = useStores()
    const request = useDetail(descriptor, descriptor.idParams)
    // Without a reward action the flow never starts (enabled stays false).
    usePointsReward(descriptor.reward ?? 0, { enabled: descriptor.reward !== undefined && request.data !== undefined })
    const reload = () => void request.reload()
    return (
      <>
        <ContentDetailPage
          route={descriptor.route}
          request={request}
          contentType={descriptor.contentType}
          view={(item) => descriptor.view(item, { t, amount, language: app.language })}
          sections={Sections && request.data && <Sections item={request.data} reload={reload} />}
          listsAppendixes={descriptor.listsAppendixes}
        />
        {Below && request.data && <Below item={request.data} reload={reload} />}
      </>
    )
  })
}
