import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { CollectButton } from '@/components/collect-button'
import { Gallery } from '@/components/gallery'
import { RichContent } from '@/components/rich-content'
import { RequestStatusView } from '@/components/status-view'
import { useAmount } from '@/components/use-amount'
import type { RequestState } from '@/components/use-endpoint'
import type { FactKit } from '@/features/content/facts'
import { usePointsReward } from '@/features/points/use-points-reward'
import type { Language } from '@/i18n'
import { navigate } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import type { ContentItem } from '@/templates/content-detail/content-detail-page'
import { useShownContent } from '@/templates/content-detail/detail-parts'
import { useDetail, type DetailSource } from '@/templates/content-detail/use-detail'
import { FEEDS } from './feeds'
import { PcLayout } from './pc-layout'
import { SECTION_ROUTES, type PcListSection, type PcSection } from './sections'
import { useFeedPage } from './use-feed-page'
import './pc-article.scss'

/** What a section shows on its detail page beyond the item's common fields; empty facts and meta lines are left out. */
export interface PcArticleView extends Partial<Omit<ContentItem, 'id'>> {
  meta: string[]
  facts: [label: string, value: string][]
}

interface Props<T extends ContentItem> {
  route: RouteKey
  section: PcSection
  request: RequestState<T>
  /** The content type under which the item is collected; no collect button without it. */
  contentType?: number
  view: (item: T) => PcArticleView
}

const RELATED_COUNT = 5

/** The side column's list of other items of the same section, each opening its own detail. */
const RelatedList = observer(({ section, currentId }: { section: PcListSection; currentId: number }) => {
  const t = useT()
  const feed = FEEDS[section]
  const related = useFeedPage(section, RELATED_COUNT + 1)
  const items = related.cards.filter((item) => item.id !== currentId).slice(0, RELATED_COUNT)
  if (items.length === 0) return null
  return (
    <View className='pc-side-card' data-testid='pc-related'>
      <Text className='pc-side-card__heading'>{t('city.pc.related')}</Text>
      {items.map((item) => (
        <View key={item.id} className='pc-related' onClick={() => void navigate(feed.detail, { id: item.id })}>
          <Image className='pc-related__cover' src={assetUrl(item.cover)} mode='aspectFill' lazyLoad />
          <Text className='pc-related__title'>{item.title}</Text>
        </View>
      ))}
    </View>
  )
})

/**
 * A detail of the zone laid out as an article: title, meta, cover, lead and sanitised rich text in the main
 * column; key facts, collect and related items in a side column (below the article on a phone).
 */
function PcArticlePageView<T extends ContentItem>({ route, section, request, contentType, view }: Props<T>) {
  const t = useT()
  const item = request.data
  const d = item && {
    ...item,
    ...view(item),
    collect: contentType === undefined ? undefined : { contentType },
  }
  useShownContent(
    d?.collect && { title: d.title ?? '', image: d.cover, contentId: d.id, contentType: d.collect.contentType },
  )
  if (!d) {
    return (
      <PcLayout route={route} section={section}>
        <RequestStatusView request={request} />
      </PcLayout>
    )
  }
  const images = d.images ?? []
  const facts = d.facts.filter(([, value]) => value)
  return (
    <PcLayout route={route} section={section}>
      <View className='pc-crumbs'>
        <Text className='pc-crumbs__link' onClick={() => void navigate('pchotcity')}>
          {t('city.pc.home')}
        </Text>
        <Text className='pc-crumbs__sep'>/</Text>
        <Text
          className='pc-crumbs__link'
          data-testid='pc-back-to-list'
          onClick={() => void navigate(SECTION_ROUTES[section].route)}
        >
          {t(SECTION_ROUTES[section].label)}
        </Text>
      </View>
      <View className='pc-article'>
        <View className='pc-article__main'>
          <Text className='pc-article__title' data-testid='detail-title'>
            {d.title}
          </Text>
          {d.meta.filter(Boolean).length > 0 && (
            <Text className='pc-article__meta'>{d.meta.filter(Boolean).join('  ·  ')}</Text>
          )}
          {d.cover && <Image className='pc-article__cover' src={assetUrl(d.cover)} mode='aspectFill' />}
          {d.summary && <Text className='pc-article__lead'>{d.summary}</Text>}
          <RichContent html={d.content ?? ''} />
          {images.length > 0 && (
            <View className='pc-article__gallery'>
              <Text className='pc-article__heading'>{t('city.pc.images')}</Text>
              <Gallery images={images} className='pc-article__images' imageClassName='pc-article__image' />
            </View>
          )}
        </View>
        <View className='pc-article__side'>
          {(facts.length > 0 || d.collect) && (
            <View className='pc-side-card' data-testid='pc-facts'>
              {facts.length > 0 && <Text className='pc-side-card__heading'>{t('city.pc.basicInfo')}</Text>}
              {facts.map(([label, value]) => (
                <View key={label} className='pc-fact'>
                  <Text className='pc-fact__label'>{label}</Text>
                  <Text className='pc-fact__value'>{value}</Text>
                </View>
              ))}
              {d.collect && (
                <View className='pc-side-card__action'>
                  <CollectButton contentId={d.id} contentType={d.collect.contentType} />
                </View>
              )}
            </View>
          )}
          {section !== 'introduction' && <RelatedList section={section} currentId={d.id} />}
        </View>
      </View>
    </PcLayout>
  )
}

export const PcArticlePage = observer(PcArticlePageView) as typeof PcArticlePageView

/**
 * A wide-screen detail page as data: where it sits, the endpoint its item comes from (the request `{ id }` unless
 * told) and how it is shown.
 */
export type PcDetailDescriptor<T extends ContentItem, Request = unknown> = DetailSource<T, Request> & {
  route: RouteKey
  section: PcSection
  contentType: number
  view: (item: T, kit: FactKit & { language: Language }) => PcArticleView
  /** The points action for looking at the item, when it earns one. */
  reward?: number
}

/** The page component of a wide-screen detail descriptor. */
export function pcDetailPage<T extends ContentItem, Request = unknown>(descriptor: PcDetailDescriptor<T, Request>) {
  return observer(() => {
    const t = useT()
    const amount = useAmount()
    const { app } = useStores()
    const request = useDetail(descriptor)
    // Without a reward action the flow never starts (enabled stays false).
    usePointsReward(descriptor.reward ?? 0, { enabled: descriptor.reward !== undefined && request.data !== undefined })
    return (
      <PcArticlePage
        route={descriptor.route}
        section={descriptor.section}
        request={request}
        contentType={descriptor.contentType}
        view={(item) => descriptor.view(item, { t, amount, language: app.language })}
      />
    )
  })
}
