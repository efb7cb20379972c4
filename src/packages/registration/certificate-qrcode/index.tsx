import '@/i18n/registration.pages'
import { joined } from '@/components/use-endpoint'
import { useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { BadgeView } from '../shared/badge'
import { pickRegistrationOf, useMine, useOptions } from '../shared/data'
import { NextSteps } from '../shared/outcome'
import { RegistrationCard } from '../shared/summary-card'
import { certificationWays, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** The certificate application and, once it is issued, its QR code; before that, where it stands or how to apply. */
export default sectionsPage({
  route: 'certificateQrcode',
  testId: 'certificate-qrcode',
  loginHint: 'registration.loginHint',
  useRead: () => joined(useMine(), useOptions()),
  Sections: function CertificateQrcode({ data: [{ list }, options], reload }) {
    const t = useT()
    const issued = list.find((one) => one.badgeReady)
    if (issued) return <BadgeView registrationId={issued.id} />
    const person = pickRegistrationOf(list)
    if (!person) return <Ways title={t('registration.certificate.apply')} ways={certificationWays(t)} />
    return (
      <>
        <RegistrationCard state={person} title={person.title} statuses={options.statuses} onChanged={reload} />
        <NextSteps summary={person} options={options} />
      </>
    )
  },
})
