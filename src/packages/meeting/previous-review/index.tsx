import '@/i18n/meeting.pages'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { meetings } from '@/contract/meeting.endpoints'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { Card, Paragraph, Row, sectionsPage } from '@/templates/sections'

/** /previous-review: the fair's past editions with meetings, newest first, each opening its meeting replays. */
export default sectionsPage({
  route: 'previousReview',
  testId: 'previous-review',
  useRead: () => useEndpoint(meetings.options, undefined),
  Sections: function PreviousReview({ data: { editions } }) {
    const t = useT()
    if (editions.length === 0) return <StatusView status='empty' message='meeting.previous.empty' />
    return (
      <Card>
        <Paragraph>{t('meeting.previous.intro')}</Paragraph>
        {editions.map((edition) => (
          <Row
            key={edition.value}
            testId='previous-edition'
            title={edition.label}
            meta={t('meeting.previous.open')}
            onOpen={() =>
              void navigate('meetingReview', {
                edition: edition.value,
                title: t('meeting.review.editionTitle', { edition: edition.label }),
              })
            }
          />
        ))}
      </Card>
    )
  },
})
