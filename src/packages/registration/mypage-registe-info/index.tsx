import '@/i18n/registration.pages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestView, StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import { projectForms } from '@/contract/registration.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { asList, labelOf, useMine, useOptions } from '../shared/data'
import { SummaryCards } from '../shared/summary-card'
import { routeWay, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** The project forms the user sent, each with its status (and a decline's reason). */
const ProjectForms = observer(() => {
  const t = useT()
  const options = useOptions()
  const forms = asList(useEndpoint(projectForms.mine, undefined))
  if (!forms.data || forms.data.list.length === 0) return null
  return (
    <View className='reg-card' data-testid='project-forms'>
      <Text className='reg-card__title'>{t('registration.project.mine')}</Text>
      {forms.data.list.map((form) => (
        <View
          key={form.id}
          className='reg-choice'
          onClick={() => void navigate('projectFormSuccess', { kind: form.kind, id: form.id })}
          data-testid='project-form'
        >
          <View className='reg-choice__body'>
            <Text className='reg-choice__title'>{form.title}</Text>
            <Text className='reg-choice__text'>
              {t(`registration.project.${form.kind}`)} · {formatDate(form.submittedAt, 'YYYY-MM-DD')}
            </Text>
            {form.reason && <Text className='reg-choice__text'>{form.reason}</Text>}
          </View>
          <Text className='reg-chip'>{options.data ? labelOf(options.data.projectFormStatuses, form.status) : ''}</Text>
        </View>
      ))}
    </View>
  )
})

/** The user's registrations and project forms, each with its status, and the ways to register. */
const MypageRegisteInfo = observer(() => {
  const t = useT()
  const mine = useMine()
  const options = useOptions()
  usePullDownRefresh(() => void mine.reload().finally(() => Taro.stopPullDownRefresh()))
  return (
    <PageShell route='mypageRegisteInfo' loginHint='registration.loginHint'>
      <RequestView request={mine}>
        {({ list }) => (
          <View className='reg-page'>
            {list.length === 0 && <StatusView status='empty' message='registration.none' />}
            {options.data && (
              <SummaryCards list={list} statuses={options.data.statuses} onChanged={() => void mine.reload()} />
            )}
            <ProjectForms />
            <Ways
              ways={[
                routeWay(t, 'certificates', 'mypageCertificate'),
                routeWay(t, 'drafts', 'mypageDrafts'),
                routeWay(t, 'material', 'mypageMaterial'),
                routeWay(t, 'professional', 'mypageProfessional'),
                routeWay(t, 'list', 'registrationList'),
              ]}
            />
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default MypageRegisteInfo
