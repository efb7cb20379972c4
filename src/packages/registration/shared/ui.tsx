import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { MessageKey, Translate } from '@/i18n'
import { open, type RouteTarget } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'

/** The coloured head of a page: what it is about, in a line or two. */
export const Hero = observer(
  ({ title, text, tone, testId }: { title: string; text?: string; tone?: 'closed' | 'done'; testId?: string }) => (
    <View className={`reg-hero${tone ? ` reg-hero--${tone}` : ''}`} data-testid={testId}>
      <Text className='reg-hero__title'>{title}</Text>
      {text && <Text className='reg-hero__text'>{text}</Text>}
    </View>
  ),
)

/** A way in: a title, a line about it, and where it leads. */
export interface Way {
  key: string
  title: string
  text?: string
  target: RouteTarget
}

/** A page opened without a query whose name the registration strings hold (`registration.route.<page>`). */
type NamedRoute = {
  [K in RouteKey]: `registration.route.${K}` extends MessageKey ? ({ route: K } extends RouteTarget ? K : never) : never
}[RouteKey]

/** The way to a page, titled with the page's name. */
export const routeWay = (t: Translate, key: string, route: NamedRoute, text?: string): Way => ({
  key,
  title: t(`registration.route.${route}`),
  text,
  target: { route } as RouteTarget,
})

/** The ways to certify one's identity: with a mainland ID card, or with an overseas document. */
export const certificationWays = (t: Translate): Way[] => [
  routeWay(t, 'domestic', 'mypageCertification', t('registration.way.domestic')),
  routeWay(t, 'overseas', 'mypageAbroadCertification', t('registration.way.overseas')),
]

/** A card of ways in, each a row that opens its page. */
export const Ways = observer(({ title, ways }: { title?: string; ways: readonly Way[] }) => (
  <View className='reg-card'>
    {title && <Text className='reg-card__title'>{title}</Text>}
    {ways.map((way) => (
      <View
        key={way.key}
        className='reg-choice'
        role='link'
        onClick={() => void open(way.target)}
        data-testid={`reg-way-${way.key}`}
      >
        <View className='reg-choice__body'>
          <Text className='reg-choice__title'>{way.title}</Text>
          {way.text && <Text className='reg-choice__text'>{way.text}</Text>}
        </View>
        <Text className='reg-choice__arrow' aria-hidden>
          ›
        </Text>
      </View>
    ))}
  </View>
))

/** A titled card of lines of text. */
export const Notes = observer(
  ({
    title,
    lines,
    testId,
    children,
  }: {
    title: string
    lines: readonly string[]
    testId?: string
    children?: ReactNode
  }) => (
    <View className='reg-card' data-testid={testId}>
      <Text className='reg-card__title'>{title}</Text>
      {lines.filter(Boolean).map((line) => (
        <Text key={line} className='reg-card__line'>
          {line}
        </Text>
      ))}
      {children}
    </View>
  ),
)

/** Steps in order, those done ticked and the current one marked. */
export const Steps = observer(
  ({ steps, current, testId }: { steps: readonly string[]; current: number; testId?: string }) => (
    <View className='reg-card'>
      <View className='reg-steps' data-testid={testId}>
        {steps.map((step, index) => (
          <View
            key={step}
            className={`reg-steps__step${index < current ? ' reg-steps__step--done' : index === current ? ' reg-steps__step--now' : ''}`}
          >
            <Text className='reg-steps__mark'>{index < current ? '✓' : index + 1}</Text>
            <Text>{step}</Text>
          </View>
        ))}
      </View>
    </View>
  ),
)
