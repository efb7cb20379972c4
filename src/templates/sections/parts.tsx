import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren, ReactNode } from 'react'
import type { MessageKey } from '@/i18n'
import { open, type RouteTarget } from '@/routes/navigate'
import { ROUTES, type RouteKey } from '@/routes/table'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import './sections.scss'

interface HeroProps {
  title: ReactNode
  text?: string
  /** A short line above the title (the zone, the edition). */
  kicker?: string
  /** Done (a green head: sent, approved) or closed (a grey head: refused, over); the brand colour otherwise. */
  tone?: 'done' | 'closed'
  testId?: string
  titleTestId?: string
  /** The text is what the person wrote (their project's name): shown as written, in any language. */
  ownText?: boolean
}

/** The coloured head of a page: what it is about, or how something ended, in a line or two. */
export function Hero({ title, text, kicker, tone, testId, titleTestId, ownText }: HeroProps) {
  return (
    <View className={`sections-hero${tone ? ` sections-hero--${tone}` : ''}`} data-testid={testId}>
      {kicker && <Text className='sections-hero__kicker'>{kicker}</Text>}
      <Text className='sections-hero__title' data-testid={titleTestId}>
        {title}
      </Text>
      {text && (
        <Text className='sections-hero__text' data-own-words={ownText || undefined}>
          {text}
        </Text>
      )}
    </View>
  )
}

/** A white card with an optional heading. */
export function Card({ title, testId, children }: PropsWithChildren<{ title?: string; testId?: string }>) {
  return (
    <View className='sections-card' data-testid={testId}>
      {title && <Text className='sections-card__title'>{title}</Text>}
      {children}
    </View>
  )
}

/** A paragraph of a card. */
export function Paragraph({ children, testId }: PropsWithChildren<{ testId?: string }>) {
  return (
    <Text className='sections-card__text' data-testid={testId}>
      {children}
    </Text>
  )
}

/** A quiet line under a card's text: where a figure comes from, what happens next. */
export function Note({ children, className }: PropsWithChildren<{ className?: string }>) {
  return <Text className={`sections-card__meta${className ? ` ${className}` : ''}`}>{children}</Text>
}

/** Figures as value over label, two to a line. */
export function Figures({ items, testId }: { items: [label: string, value: string][]; testId?: string }) {
  return (
    <View className='sections-figures' data-testid={testId}>
      {items.map(([label, value]) => (
        <View key={label} className='sections-figure'>
          <Text className='sections-figure__value'>{value}</Text>
          <Text className='sections-figure__label'>{label}</Text>
        </View>
      ))}
    </View>
  )
}

interface RowProps {
  title: string
  text?: string
  meta?: string
  testId?: string
  onOpen?: () => void
  /** Whether the row stands on a card of its own (a list page) rather than inside one. */
  card?: boolean
}

/** A row of a card's list: a title with a line or two under it; with `onOpen`, it opens something. */
export function Row({ title, text, meta, testId, onOpen, card }: RowProps) {
  return (
    <View
      className={card ? 'sections-card sections-row' : 'sections-row'}
      data-testid={testId}
      onClick={onOpen}
      role={onOpen ? 'link' : undefined}
    >
      <View className='sections-row__body'>
        <Text className='sections-row__title'>{title}</Text>
        {text && <Text className='sections-row__text'>{text}</Text>}
        {meta && <Text className='sections-row__meta'>{meta}</Text>}
      </View>
      {onOpen && (
        <Text className='sections-row__arrow' aria-hidden>
          ›
        </Text>
      )}
    </View>
  )
}

interface PictureRowProps {
  cover: string
  title: string
  text: ReactNode
  meta?: ReactNode
  testId: string
  onOpen: () => void
  /** Whether the row stands on a card of its own (a list page) rather than inside one. */
  card?: boolean
}

/** A row with its picture beside its title and two lines; it opens its page. */
export function PictureRow({ cover, title, text, meta, testId, onOpen, card }: PictureRowProps) {
  return (
    <View
      className={card ? 'sections-card sections-row' : 'sections-row'}
      role='link'
      data-testid={testId}
      onClick={onOpen}
    >
      <Image className='sections-row__image' src={assetUrl(cover)} mode='aspectFill' lazyLoad />
      <View className='sections-row__body'>
        <Text className='sections-row__title'>{title}</Text>
        <Text className='sections-row__text'>{text}</Text>
        {meta && <Text className='sections-row__meta'>{meta}</Text>}
      </View>
    </View>
  )
}

/** Label and value lines; empty values are left out. */
export function Facts({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <View className='sections-facts'>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <View key={label} className='sections-fact'>
            <Text className='sections-fact__label'>{label}</Text>
            <Text className='sections-fact__value'>{value}</Text>
          </View>
        ))}
    </View>
  )
}

interface CoverFactsProps {
  cover: string
  title: string
  facts: [label: string, value: string][]
  /** What follows the facts on their card, such as its actions. */
  children?: ReactNode
}

/** The head of a detail: its cover picture, then a card under its title with its facts. */
export function CoverFacts({ cover, title, facts, children }: CoverFactsProps) {
  return (
    <>
      <Image className='sections-cover' src={assetUrl(cover)} mode='aspectFill' aria-label={title} />
      <Card title={title}>
        <Facts facts={facts} />
        {children}
      </Card>
    </>
  )
}

/** A route that opens without a query. */
type OpenRoute = { [K in RouteKey]: { route: K } extends RouteTarget ? K : never }[RouteKey]

/** A link tile: a route, labelled with its page's title, or a target with a label of its own. */
export type Tile = OpenRoute | (RouteTarget & { label: MessageKey })

const tileTarget = (tile: Tile): RouteTarget & { label: MessageKey } =>
  typeof tile === 'string' ? ({ route: tile, label: ROUTES[tile].title } as RouteTarget & { label: MessageKey }) : tile

/** Links to related pages, as tiles. */
export const Tiles = observer(({ tiles }: { tiles: Tile[] }) => {
  const t = useT()
  return (
    <View className='sections-tiles'>
      {tiles.map(tileTarget).map((tile) => (
        <View
          key={`${tile.route}-${tile.label}`}
          className='sections-tile'
          role='link'
          data-testid={`tile-${tile.route}`}
          onClick={() => void open(tile)}
        >
          {t(tile.label)}
        </View>
      ))}
    </View>
  )
})

/** A card of link tiles under its heading, with anything else the card holds below them. */
export const TilesCard = observer(
  ({ title, tiles, children }: PropsWithChildren<{ title: MessageKey; tiles: Tile[] }>) => {
    const t = useT()
    return (
      <Card title={t(title)}>
        <Tiles tiles={tiles} />
        {children}
      </Card>
    )
  },
)

/** A row of buttons under a card's text. */
export function Actions({ children }: PropsWithChildren) {
  return <View className='sections-actions'>{children}</View>
}
