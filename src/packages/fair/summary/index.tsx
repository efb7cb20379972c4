import '@/i18n/fair.pages'
import { Text } from '@tarojs/components'
import { useEndpoint } from '@/components/use-endpoint'
import { fair } from '@/contract/fair.endpoints'
import { usePageShare } from '@/features/share/use-page-share'
import { navigate, useRouteQuery } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { Card, Figures, Hero, Row, sectionsPage } from '@/templates/sections'

/** The signed-in user's year at the fair: meetings, what they looked at and kept, points and collectibles. */
export default sectionsPage({
  route: 'summary',
  testId: 'summary',
  loginHint: 'fair.summary.loginHint',
  useRead: () => {
    const t = useT()
    const { year } = useRouteQuery('summary')
    const summary = useEndpoint(fair.summary, { year: year ? Number(year) : undefined })
    // Shared under the year once it has come; the share itself is offered from the start.
    usePageShare(summary.data && { title: t('fair.summary.share', { year: summary.data.year }) })
    return summary
  },
  Sections: function Summary({ data: s }) {
    const t = useT()
    const { user } = useStores()
    const quiet = s.meetingsSignedUp + s.projectsViewed + s.contentViews + s.pointsEarned + s.collectibles.length === 0
    return (
      <>
        <Hero
          kicker={t('fair.summary.kicker', { year: s.year })}
          title={
            // The name as the person wrote it, then the greeting in the page's language.
            <>
              <Text data-own-words>{user.profile?.nickname ?? ''}</Text>
              {t('fair.summary.hello')}
            </>
          }
          text={quiet ? t('fair.summary.quiet') : s.firstDay ? t('fair.summary.since', { day: s.firstDay }) : ''}
        />
        <Card title={t('fair.summary.numbers')}>
          <Figures
            testId='summary-figures'
            items={[
              [t('fair.summary.meetings'), String(s.meetingsSignedUp)],
              [t('fair.summary.attended'), String(s.meetingsAttended)],
              [t('fair.summary.projects'), String(s.projectsViewed)],
              [t('fair.summary.views'), String(s.contentViews)],
              [t('fair.summary.collected'), String(s.collected)],
              [t('fair.summary.points'), String(s.pointsEarned)],
            ]}
          />
        </Card>
        {s.meetings.length > 0 && (
          <Card title={t('fair.summary.meetingList')}>
            {s.meetings.map((title) => (
              <Row key={title} title={title} testId='summary-meeting' />
            ))}
          </Card>
        )}
        <Card title={t('fair.summary.keepsakes')}>
          <Row
            title={t('fair.summary.balance', { points: s.pointsBalance })}
            testId='summary-points'
            onOpen={() => void navigate('myPoints')}
          />
          <Row
            title={
              s.collectibles.length > 0
                ? t('fair.summary.collectibles', { names: s.collectibles.join(t('common.listSeparator')) })
                : t('fair.summary.noCollectibles')
            }
            testId='summary-collectibles'
            onOpen={() => void navigate('myCollectibles')}
          />
        </Card>
      </>
    )
  },
})
