import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView, StatusView } from '@/components/status-view'
import { useRequest } from '@/components/use-request'
import { PageShell } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { Pictures } from '../shared/record'
import '../shared/registration.scss'

/** What the user uploaded for their registrations: the avatar, logos, the business licence, background materials. */
const Material = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const material = useRequest(async () => {
    const [person, group, organisation] = await Promise.all([
      api.registration.personRegistration(),
      api.registration.groupRegistration(),
      api.registration.organisationRegistration(),
    ])
    return { person, group, organisation }
  }, [app.language])
  return (
    <RequestView request={material}>
      {({ person, group, organisation }) => {
        const some = person?.avatar || group || organisation?.logo
        return (
          <View className='reg-page' data-testid='material'>
            {!some && <StatusView status='empty' message='registration.material.none' />}
            <Pictures title={t('registration.field.avatar')} urls={person?.avatar ? [person.avatar] : []} />
            <Pictures title={t('registration.material.groupLogo')} urls={group?.logo ? [group.logo] : []} />
            <Pictures
              title={t('registration.field.businessLicence')}
              urls={group?.businessLicence ? [group.businessLicence] : []}
            />
            <Pictures title={t('registration.field.backgroundMaterials')} urls={group?.backgroundMaterials ?? []} />
            <Pictures
              title={t('registration.material.organisationLogo')}
              urls={organisation?.logo ? [organisation.logo] : []}
            />
          </View>
        )
      }}
    </RequestView>
  )
})

export default function MypageMaterial() {
  return (
    <PageShell route='mypageMaterial' loginHint='registration.loginHint'>
      <Material />
    </PageShell>
  )
}
