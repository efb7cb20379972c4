import '@/i18n/registration.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { joined } from '@/components/use-endpoint'
import type { ProjectFormSummary, RegistrationOptions } from '@/contract/registration'
import { navigate } from '@/routes/navigate'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { labelOf, useMine, useOptions, useProjectForms } from '../shared/data'
import { SummaryCards } from '../shared/summary-card'
import { routeWay, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** The project forms the user sent, each with its status (and a decline's reason). */
const ProjectForms = observer(
  ({ forms, options }: { forms: readonly ProjectFormSummary[]; options: RegistrationOptions }) => {
    const t = useT()
    if (forms.length === 0) return null
    return (
      <View className='reg-card' data-testid='project-forms'>
        <Text className='reg-card__title'>{t('registration.project.mine')}</Text>
        {forms.map((form) => (
          <View
            key={form.id}
            className='reg-choice'
            onClick={() => void navigate('projectFormSuccess', { kind: form.kind, id: form.id })}
            data-testid='project-form'
          >
            <View className='reg-choice__body'>
              <Text className='reg-choice__title' data-own-words>
                {form.title}
              </Text>
              <Text className='reg-choice__text'>
                {t(`registration.project.${form.kind}`)} · {formatDate(form.submittedAt, 'YYYY-MM-DD')}
              </Text>
              {form.reason && <Text className='reg-choice__text'>{form.reason}</Text>}
            </View>
            <Text className='reg-chip'>{labelOf(options.projectFormStatuses, form.status)}</Text>
          </View>
        ))}
      </View>
    )
  },
)

/** The user's registrations and project forms, each with its status, and the ways to register. */
export default sectionsPage({
  route: 'mypageRegisteInfo',
  testId: 'mypage-registe-info',
  loginHint: 'registration.loginHint',
  useRead: () => joined(useMine(), useOptions(), useProjectForms()),
  Sections: function MypageRegisteInfo({ data: [{ list }, options, forms], reload }) {
    const t = useT()
    return (
      <>
        {list.length === 0 && <StatusView status='empty' message='registration.none' />}
        <SummaryCards list={list} statuses={options.statuses} onChanged={reload} />
        <ProjectForms forms={forms.list} options={options} />
        <Ways
          ways={[
            routeWay(t, 'certificates', 'mypageCertificate'),
            routeWay(t, 'drafts', 'mypageDrafts'),
            routeWay(t, 'material', 'mypageMaterial'),
            routeWay(t, 'professional', 'mypageProfessional'),
            routeWay(t, 'list', 'registrationList'),
          ]}
        />
      </>
    )
  },
})
