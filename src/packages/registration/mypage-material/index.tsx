import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView, StatusView } from '@/components/status-view'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { registrations } from '@/contract/registration.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { Pictures } from '../shared/record'
import '../shared/registration.scss'

/** What the user uploaded for their registrations: the avatar, logos, the business licence, background materials. */
const Material = observer(() => {
  const t = useT()
  const all = joined(
    useEndpoint(registrations.person, undefined),
    useEndpoint(registrations.group, undefined),
    useEndpoint(registrations.organisation, undefined),
  )
  const material = { ...all, data: all.data && { person: all.data[0], group: all.data[1], organisation: all.data[2] } }
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
