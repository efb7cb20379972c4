import '@/i18n/registration.pages'
import { useRouter } from '@tarojs/taro'
import type { PersonKind } from '@/contract/registration.codes'
import { PersonRegistrationPage } from '../shared/person-form'
import '../shared/registration.scss'

/** A person's registration: the kind from the address (chosen on /visitReg), or chosen in the form. */
export default function VisitSingleReg() {
  const { params } = useRouter()
  return (
    <PersonRegistrationPage
      route='visitSingleReg'
      kind={(params.kind as PersonKind | undefined) || undefined}
      identity={params.overseas === '1' ? 'overseas' : 'any'}
      code={params.code}
    />
  )
}
