import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { useOptions, useRules } from '../shared/data'
import { ServiceHours } from '../shared/deadline-view'
import { Hero, Notes, routeWay, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** The entry of overseas visitors and exhibitors: the documents taken and the ways to register. */
const Neuemesse = observer(() => {
  const t = useT()
  const rules = useRules()
  const options = useOptions()
  return (
    <PageShell route='neuemesse'>
      <RequestView request={rules}>
        {(data) => (
          <View className='reg-page'>
            <Hero
              title={t('registration.overseas.title')}
              text={t('registration.invitation.dates', { from: data.fairStart, to: data.fairEnd })}
            />
            {options.data && (
              <Notes
                title={t('registration.overseas.documents')}
                testId='overseas-documents'
                lines={options.data.idTypes.filter((type) => type.value !== 'idCard').map((type) => type.label)}
              />
            )}
            <Ways
              ways={[
                {
                  key: 'visitor',
                  title: t('registration.overseas.visit'),
                  text: data.notices.reply,
                  target: { route: 'visitSingleReg', query: { kind: 'visitor', overseas: '1' } },
                },
                {
                  key: 'professional',
                  title: t('registration.overseas.professional'),
                  text: t('registration.personKind.professionalVisitor'),
                  target: { route: 'visitSingleReg', query: { kind: 'professionalVisitor', overseas: '1' } },
                },
                routeWay(t, 'organisation', 'orgReg', data.notices.exhibitorContact),
              ]}
            />
            <ServiceHours rules={data} />
          </View>
        )}
      </RequestView>
    </PageShell>
  )
})

export default Neuemesse
