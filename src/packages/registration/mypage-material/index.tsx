import '@/i18n/registration.pages'
import { StatusView } from '@/components/status-view'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { registrations } from '@/contract/registration.endpoints'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { Pictures } from '../shared/record'
import '../shared/registration.scss'

/** What the user uploaded for their registrations: the avatar, logos, the business licence, background materials. */
export default sectionsPage({
  route: 'mypageMaterial',
  testId: 'material',
  loginHint: 'registration.loginHint',
  useRead: () =>
    joined(
      useEndpoint(registrations.person, undefined),
      useEndpoint(registrations.group, undefined),
      useEndpoint(registrations.organisation, undefined),
    ),
  Sections: function Material({ data: [person, group, organisation] }) {
    const t = useT()
    const some = person?.avatar || group || organisation?.logo
    return (
      <>
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
      </>
    )
  },
})
