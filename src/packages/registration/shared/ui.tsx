import { Text, View } from '@tarojs/components'
import type { MessageKey, Translate } from '@/i18n'
import { open, type RouteTarget } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { Card, Paragraph, Row } from '@/templates/sections'

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
export function Ways({ title, ways }: { title?: string; ways: readonly Way[] }) {
  return (
    <Card title={title}>
      {ways.map((way) => (
        <Row
          key={way.key}
          testId={`reg-way-${way.key}`}
          title={way.title}
          text={way.text}
          onOpen={() => void open(way.target)}
        />
      ))}
    </Card>
  )
}

/** A titled card of lines of text. */
export function Notes({ title, lines, testId }: { title: string; lines: readonly string[]; testId?: string }) {
  return (
    <Card title={title} testId={testId}>
      {lines.filter(Boolean).map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
    </Card>
  )
}

/** Steps in order, those done ticked and the current one marked. */
export function Steps({ steps, current, testId }: { steps: readonly string[]; current: number; testId?: string }) {
  return (
    <Card>
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
    </Card>
  )
}
