import '@/i18n/fair.pages'
import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestStatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { fair } from '@/contract/fair.endpoints'
import { signedInPage } from '@/features/layout/page-shell'
import { usePageShare } from '@/features/share/use-page-share'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { Card, Figures, Hero, Row } from '@/templates/sections'

/** The signed-in user's year at the fair: meetings, what they looked at and kept, points and collectibles. */
const Summary = observer(() => {
  const t = useT()
  const { user } = useStores()
  const { params } = useRouter()
  const year = params.year ? Number(params.year) : undefined
  const summary = useEndpoint(fair.summary, { year })
  usePageShare(summary.data && { title: t('fair.summary.share', { year: summary.data.year }) })
  const s = summary.data
  if (!s) return <RequestStatusView request={summary} />
  const quiet = s.meetingsSignedUp + s.projectsViewed + s.contentViews + s.pointsEarned + s.collectibles.length === 0
  return (
    <View className='fair-page' data-testid='summary'>
      <Hero
        kicker={t('fair.summary.kicker', { year: s.year })}
        title={t('fair.summary.hello', { name: user.profile?.nickname ?? '' })}
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
              ? t('fair.summary.collectibles', { names: s.collectibles.join('、') })
              : t('fair.summary.noCollectibles')
          }
          testId='summary-collectibles'
          onOpen={() => void navigate('myCollectibles')}
        />
      </Card>
    </View>
  )
})

export default signedInPage('summary', 'fair.summary.loginHint', Summary)
