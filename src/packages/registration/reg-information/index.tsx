import '@/i18n/registration.pages'
import { useT } from '@/stores/context'
import { Card, Hero, sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { useRules } from '../shared/data'
import { ServiceHours } from '../shared/deadline-view'
import { Facts } from '../shared/record'
import '../shared/registration.scss'

/** The rules of registering: when it closes, the on-site hours, what is promised and the limits of the forms. */
export default sectionsPage({
  route: 'regInformation',
  testId: 'reg-information-page',
  useRead: useRules,
  Sections: function RegInformation({ data }) {
    const t = useT()
    return (
      <>
        <Hero
          title={t(data.open ? 'registration.documents.open' : 'registration.deadline.closed')}
          text={data.notices.deadline}
          tone={data.open ? undefined : 'closed'}
        />
        <Card>
          <Facts
            testId='reg-information'
            rows={[
              [t('registration.info.fair'), `${data.fairStart} — ${data.fairEnd}`],
              [t('registration.info.deadline'), formatDate(data.deadline, 'YYYY-MM-DD HH:mm')],
              [t('registration.info.reply'), t('registration.info.hours', { count: data.replyWithinHours })],
              [
                t('registration.info.exhibitorContact'),
                t('registration.info.workingDays', data.exhibitorContactWorkingDays),
              ],
              [t('registration.info.booth'), t('registration.org.area', { area: data.boothAreaM2 })],
              [t('registration.info.rentalArea'), t('registration.org.area', { area: data.minRentalAreaM2 })],
              [t('registration.info.image'), `${data.imageMaxBytes / 1024 / 1024}MB`],
              [t('registration.info.groupMembers'), String(data.groupMaxMembers)],
            ]}
          />
        </Card>
        <ServiceHours rules={data} />
      </>
    )
  },
})
