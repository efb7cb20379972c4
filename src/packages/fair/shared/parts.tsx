import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PropsWithChildren, ReactNode } from 'react'
import { ContactButtons as SharedContactButtons } from '@/components/contact-buttons'
import type { MessageKey } from '@/i18n'
import { currentSurface, isNativeApp } from '@/platform/environment'
import type { RouteTarget } from '@/routes/navigate'
import { navigate } from '@/routes/navigate'
import { open } from '@/routes/navigate'
import { ROUTES, type RouteKey } from '@/routes/table'
import { assetUrl } from '@/services/http/asset-url'
import { useT } from '@/stores/context'
import './fair.scss'

/** A white card with an optional heading. */
export function Card({ title, testId, children }: PropsWithChildren<{ title?: string; testId?: string }>) {
  return (
    <View className='fair-card' data-testid={testId}>
      {title && <Text className='fair-card__title'>{title}</Text>}
      {children}
    </View>
  )
}

/** Figures as value over label, two to a line. */
export function Figures({ items, testId }: { items: [label: string, value: string][]; testId?: string }) {
  return (
    <View className='fair-figures' data-testid={testId}>
      {items.map(([label, value]) => (
        <View key={label} className='fair-figure'>
          <Text className='fair-figure__value'>{value}</Text>
          <Text className='fair-figure__label'>{label}</Text>
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
}

/** A row of a card's list: a title with a line or two under it; with `onOpen`, it opens something. */
export function Row({ title, text, meta, testId, onOpen }: RowProps) {
  return (
    <View className='fair-row' data-testid={testId} onClick={onOpen} role={onOpen ? 'link' : undefined}>
      <View className='fair-row__body'>
        <Text className='fair-row__title'>{title}</Text>
        {text && <Text className='fair-row__text'>{text}</Text>}
        {meta && <Text className='fair-row__meta'>{meta}</Text>}
      </View>
      {onOpen && (
        <Text className='fair-row__arrow' aria-hidden>
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
  meta: ReactNode
  testId: string
  onOpen: () => void
  /** Whether the row stands on a card of its own (a list page) rather than inside one. */
  card?: boolean
}

/** A row with its picture beside its title and two lines; it opens its page. */
export function PictureRow({ cover, title, text, meta, testId, onOpen, card }: PictureRowProps) {
  return (
    <View className={card ? 'fair-card fair-row' : 'fair-row'} role='link' data-testid={testId} onClick={onOpen}>
      <Image className='fair-row__image' src={assetUrl(cover)} mode='aspectFill' lazyLoad />
      <View className='fair-row__body'>
        <Text className='fair-row__title'>{title}</Text>
        <Text className='fair-row__text'>{text}</Text>
        <Text className='fair-row__meta'>{meta}</Text>
      </View>
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

/** The head of a fair detail page: its cover picture, then a card under its title with its facts. */
export function CoverFacts({ cover, title, facts, children }: CoverFactsProps) {
  return (
    <>
      <Image className='fair-cover' src={assetUrl(cover)} mode='aspectFill' aria-label={title} />
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
    <View className='fair-tiles'>
      {tiles.map(tileTarget).map((tile) => (
        <View
          key={`${tile.route}-${tile.label}`}
          className='fair-tile'
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

/** The phone numbers (tap to call) and emails (tap to copy) a text gives. */
export const ContactButtons = ({ phones, emails }: { phones: string[]; emails: string[] }) => (
  <SharedContactButtons
    phones={phones}
    emails={emails}
    className='fair-actions'
    testId='fair'
    texts={{
      call: 'fair.contact.call',
      copyEmail: 'fair.contact.copyEmail',
      copied: 'fair.contact.copied',
      copyFailed: 'fair.contact.copyFailed',
    }}
  />
)

/**
 * The seeds' notice that a feature is best used in the mini program or the app; shown only in a plain or WeChat
 * browser, with a way to open the mini program.
 */
export const OpenElsewhereNotice = observer(({ feature }: { feature: MessageKey }) => {
  const t = useT()
  const surface = currentSurface()
  if (surface === 'weapp' || surface === 'miniprogram-webview' || isNativeApp(surface)) return null
  return (
    <View className='fair-notice' data-testid='open-elsewhere'>
      <Text>{t('fair.openElsewhere.text', { feature: t(feature) })}</Text>
      <View className='fair-actions'>
        <Button size='small' type='primary' onClick={() => void navigate('openMini')}>
          {t('fair.openElsewhere.mini')}
        </Button>
        <Button size='small' fill='outline' onClick={() => void navigate('downApp')}>
          {t('fair.openElsewhere.app')}
        </Button>
      </View>
    </View>
  )
})

/** Label and value lines; empty values are left out. */
export function Facts({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <View className='fair-facts'>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <View key={label} className='fair-fact'>
            <Text className='fair-fact__label'>{label}</Text>
            <Text className='fair-fact__value'>{value}</Text>
          </View>
        ))}
    </View>
  )
}
