import '@/i18n/registration.pages'
import { useRouter } from '@tarojs/taro'
import { useStores, useT } from '@/stores/context'
import { Hero, sectionsPage } from '@/templates/sections'
import { useRules } from '../shared/data'
import { ServiceHours } from '../shared/deadline-view'
import { CodeForm } from '../shared/invitation'
import { Notes } from '../shared/ui'
import '../shared/registration.scss'

/** The summit's registration: its guests are invited, and register with the code of their invitation. */
export default sectionsPage({
  route: 'wuyiSummit',
  testId: 'wuyi-summit',
  useRead: useRules,
  Sections: function WuyiSummit({ data }) {
    const t = useT()
    const { user } = useStores()
    const { params } = useRouter()
    return (
      <>
        <Hero
          title={t('registration.summit.title')}
          text={t('registration.invitation.dates', { from: data.fairStart, to: data.fairEnd })}
        />
        <Notes
          title={t('registration.summit.how')}
          testId='summit-rules'
          lines={[t('registration.summit.invited'), t('registration.notice.realName'), data.notices.deadline]}
        />
        {user.loggedIn && data.open && <CodeForm code={params.code} />}
        <ServiceHours rules={data} />
      </>
    )
  },
})
