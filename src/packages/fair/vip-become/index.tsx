import '@/i18n/fair.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { RequestStatusView } from '@/components/status-view'
import { toast } from '@/components/toast'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { countryCodes } from '@/contract/account.endpoints'
import type { VipStanding } from '@/contract/fair'
import { vip } from '@/contract/fair.endpoints'
import { signedInPage } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { Card, Facts, Note } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { EMPTY_VIP, vipBody, vipFields, type VipValues } from './vip-form'
import { useFairInfo } from '../shared/fair-info'

/** Where the user's application stands: waiting for review, approved (book an appointment) or refused with the reason. */
const Standing = observer(({ standing, onAgain }: { standing: VipStanding; onAgain: () => void }) => {
  const t = useT()
  const a = standing.application!
  return (
    <Card title={t(`fair.vip.status.${a.status}`)} testId='vip-standing'>
      <Facts
        facts={[
          [t('fair.vipForm.category'), t(`fair.vip.category.${a.category}`)],
          [t('fair.vipForm.name'), a.name],
          [t('fair.vipForm.organisation'), a.organisation],
          [t('fair.vip.submitted'), formatDate(a.submittedAt, 'YYYY-MM-DD HH:mm')],
          [t('fair.vip.reason'), a.reason],
        ]}
      />
      <Note>{t(`fair.vip.next.${a.status}`)}</Note>
      <View className='fair-actions'>
        {a.status === 'approved' && (
          <Button type='primary' size='small' data-testid='vip-book' onClick={() => void navigate('vipAppointment')}>
            {t('fair.route.vipAppointment')}
          </Button>
        )}
        {a.status === 'rejected' && (
          <Button type='primary' size='small' data-testid='vip-again' onClick={onAgain}>
            {t('fair.vip.applyAgain')}
          </Button>
        )}
      </View>
    </Card>
  )
})

/** Guests arrive from a week before the opening (today when the fair's dates are unknown). */
const arrivalFrom = (start: string | undefined) =>
  (start ? dayjs(start).subtract(7, 'day') : dayjs()).format('YYYY-MM-DD')

/** The VIP application: the form, then where it stands as operators review it. */
const BecomeVip = observer(() => {
  const t = useT()
  const { api } = useStores()
  const [again, setAgain] = useState(false)
  const page = joined(useEndpoint(vip.standing, undefined), useEndpoint(countryCodes.list, undefined), useFairInfo())
  if (!page.data) return <RequestStatusView request={page} />
  const [standing, codes, stage] = page.data
  if (standing.application && !(again && standing.application.status === 'rejected'))
    return (
      <View className='fair-page'>
        <Standing standing={standing} onAgain={() => setAgain(true)} />
      </View>
    )
  const form: FormDescriptor<VipValues> = {
    id: 'vip',
    initial: EMPTY_VIP,
    fields: vipFields(
      codes,
      arrivalFrom(stage.data?.startDate),
      stage.data?.endDate ?? dayjs().add(1, 'year').format('YYYY-MM-DD'),
    ),
    draft: 'vip-application',
    invalidToast: 'fair.vipForm.incomplete',
    submitLabel: 'fair.vipForm.submit',
    submit: (values) => api.fair.vipApply(vipBody(values)),
    onSuccess: () => {
      toast(t('fair.vipForm.sent'), 'success')
      setAgain(false)
      void page.reload()
    },
  }
  return (
    <View className='fair-page'>
      <Text className='fair-notice'>{t('fair.vipForm.intro')}</Text>
      <FormTemplate form={form} />
    </View>
  )
})

export default signedInPage('vipBecomeVip', 'fair.vip.loginHint', BecomeVip)
