import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { MEMBER_SHEET_COLUMNS } from '@/contract/registration.codes'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { useMine, useOptions, useRules } from '../shared/data'
import { RegistrationCard } from '../shared/summary-card'
import { Hero, Notes } from '../shared/ui'
import '../shared/registration.scss'

/** What a group's registration asks and promises, before its contact fills it in; the group's state once sent. */
const GroupReg = observer(() => {
  const t = useT()
  const { user, app } = useStores()
  const rules = useRules()
  const options = useOptions()
  const mine = useMine()
  const group = mine.data?.list.find((one) => one.kind === 'group')
  const column = app.language === 'en-us' ? 0 : 1
  return (
    <PageShell route='groupReg'>
      <RequestView request={rules}>
        {(data) => (
          <View className='reg-page'>
            <Hero title={t('registration.route.groupReg')} text={data.notices.groupCollection} />
            {user.loggedIn && group && options.data && (
              <RegistrationCard
                state={group}
                title={group.title}
                statuses={options.data.statuses}
                onChanged={() => void mine.reload()}
              />
            )}
            <Notes
              title={t('registration.group.what')}
              testId='group-rules'
              lines={[
                t('registration.group.members', { count: data.groupMaxMembers }),
                t('registration.group.collection'),
                data.notices.reply,
                data.notices.deadline,
              ]}
            />
            <Notes
              title={t('registration.import.columns')}
              lines={[
                Object.values(MEMBER_SHEET_COLUMNS)
                  .map((names) => names[column])
                  .join(' · '),
              ]}
            />
            <View className='reg-card'>
              <Button type='primary' block onClick={() => void navigate('groupRegFrom')} data-testid='group-start'>
                {t(group ? 'registration.group.open' : 'registration.group.start')}
              </Button>
            </View>
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default GroupReg
