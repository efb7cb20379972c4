import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { assetUrl } from '@/services/http/asset-url'
import './index.scss'

interface Props {
  cover: string
  title: string
  tags: string[]
  /** A plain note beside the tags, e.g. an area. */
  note?: ReactNode
  /**
   * Further lines of text under the tags, each kept to one line (a message, a requirement); a line a person wrote is
   * given as `{ own }` and shown as written, in any language.
   */
  lines?: (string | { own: string })[]
  place: string
  /** The figure that matters most, shown in the accent colour (an amount, a price). */
  highlight: string
  testId: string
  onOpen: () => void
}

/** The list card every content kind shares: cover on the left, title, tags, place and a highlighted figure. */
export function ContentCard({ cover, title, tags, note, lines = [], place, highlight, testId, onOpen }: Props) {
  return (
    <View className='content-card' onClick={onOpen} data-testid={testId}>
      <Image className='content-card__cover' src={assetUrl(cover)} mode='aspectFill' lazyLoad />
      <View className='content-card__body'>
        <Text className='content-card__title'>{title}</Text>
        <View className='content-card__tags'>
          {tags.filter(Boolean).map((tag) => (
            <Text key={tag} className='content-card__tag'>
              {tag}
            </Text>
          ))}
          {note && <Text className='content-card__note'>{note}</Text>}
        </View>
        {lines.map((line) => {
          const own = typeof line === 'object'
          const text = own ? line.own : line
          return (
            text && (
              <Text key={text} className='content-card__line' data-own-words={own || undefined}>
                {text}
              </Text>
            )
          )
        })}
        <View className='content-card__meta'>
          <Text>{place}</Text>
          <Text className='content-card__highlight'>{highlight}</Text>
        </View>
      </View>
    </View>
  )
}
