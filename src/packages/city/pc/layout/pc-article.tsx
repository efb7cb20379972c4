import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { CollectButton } from '@/components/collect-button'
import { Gallery } from '@/components/gallery'
import { RichContent } from '@/components/rich-content'
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
import { sectionsPage } from '@/templates/sections'
import { FEEDS } from './feeds'
import { pcFrame } from './pc-layout'
import { SECTION_ROUTES, type PcListSection, type PcSection } from './sections'
import { useFeedPage } from './use-feed-page'
import './pc-article.scss'

/** What a section shows on its detail page beyond the item's common fields; empty facts and meta lines are left out. */
export interface PcArticleView extends Partial<Omit<ContentItem, 'id'>> {
  meta: string[]
  facts: [label: string, value: string][]
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

/** An item of the zone with what its section shows of it, and the content type it is collected under (if any). */
interface Article extends ContentItem, PcArticleView {
  collect?: { contentType: number }
}

/**
 * A page of the zone laid out as an article: title, meta, cover, lead and sanitised rich text in the main column;
 * key facts, collect and related items in a side column (below the article on a phone).
 */
const PcArticle = observer(({ section, article: d }: { section: PcSection; article: Article }) => {
  const t = useT()
  const images = d.images ?? []
  const facts = d.facts.filter(([, value]) => value)
  return (
    <>
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
    </>
  )
})

/** A page of the zone shown as an article: where it sits, its item's read and how the item is shown. */
export interface PcArticleDescriptor<T extends ContentItem> {
  route: RouteKey
  section: PcSection
  useItem: () => RequestState<T>
  /** The content type under which the item is collected and its view counted; no collect button without it. */
  contentType?: number
  view: (item: T, kit: FactKit & { language: Language }) => PcArticleView
  /** The points action for looking at the item, when it earns one. */
  reward?: number
}

/** The page component of a wide-screen article descriptor: the sections template in the zone's frame. */
export function pcArticlePage<T extends ContentItem>(descriptor: PcArticleDescriptor<T>) {
  const { route, section, useItem, contentType, view, reward } = descriptor
  return sectionsPage({
    route,
    testId: 'pc-article',
    Frame: pcFrame(route, section),
    useRead: function usePcArticle() {
      const t = useT()
      const amount = useAmount()
      const { app } = useStores()
      const request = useItem()
      const item = request.data
      const collect = contentType === undefined ? undefined : { contentType }
      const article: Article | undefined = item && {
        ...item,
        ...view(item, { t, amount, language: app.language }),
        collect,
      }
      useShownContent(
        article?.collect && {
          title: article.title ?? '',
          image: article.cover,
          contentId: article.id,
          contentType: article.collect.contentType,
        },
      )
      // Without a reward action the flow never starts (enabled stays false).
      usePointsReward(reward ?? 0, { enabled: reward !== undefined && article !== undefined })
      return { ...request, data: article }
    },
    Sections: ({ data }) => <PcArticle section={section} article={data} />,
  })
}

/**
 * A wide-screen detail page as data: where it sits, the endpoint its item comes from (the request `{ id }` unless
 * told) and how it is shown.
 */
export type PcDetailDescriptor<T extends ContentItem, Request = unknown> = DetailSource<T, Request> &
  Omit<PcArticleDescriptor<T>, 'useItem' | 'contentType'> & { contentType: number }

/** The page component of a wide-screen detail descriptor: its item read by the query's id. */
export function pcDetailPage<T extends ContentItem, Request = unknown>(descriptor: PcDetailDescriptor<T, Request>) {
  return pcArticlePage({ ...descriptor, useItem: () => useDetail(descriptor) })
}
