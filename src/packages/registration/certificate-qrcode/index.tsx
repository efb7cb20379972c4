import '@/i18n/registration.pages'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { PageShell } from '@/features/layout/page-shell'
import { useT } from '@/stores/context'
import { BadgeView } from '../shared/badge'
import { pickRegistrationOf, useMine, useOptions } from '../shared/data'
import { NextSteps } from '../shared/outcome'
import { RegistrationCard } from '../shared/summary-card'
import { certificationWays, Ways } from '../shared/ui'
import '../shared/registration.scss'

/** The certificate application and, once it is issued, its QR code; before that, where it stands or how to apply. */
const CertificateQrcode = observer(() => {
  const t = useT()
  const mine = useMine()
  const options = useOptions()
  return (
    <PageShell route='certificateQrcode' loginHint='registration.loginHint'>
      <RequestView request={mine}>
        {({ list }) => {
          const issued = list.find((one) => one.badgeReady)
          const person = pickRegistrationOf(list)
          return (
            <View className='reg-page'>
              {issued && <BadgeView registrationId={issued.id} />}
              {!issued && person && options.data && (
                <>
                  <RegistrationCard
                    state={person}
                    title={person.title}
                    statuses={options.data.statuses}
                    onChanged={() => void mine.reload()}
                  />
                  <NextSteps summary={person} options={options.data} />
                </>
              )}
              {!issued && !person && <Ways title={t('registration.certificate.apply')} ways={certificationWays(t)} />}
            </View>
          )
        }}
      </RequestView>
    </PageShell>
  )
})

export default CertificateQrcode
