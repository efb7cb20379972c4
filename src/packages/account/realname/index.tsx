import '@/i18n/account.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { RequestView } from '@/components/status-view'
import { toast } from '@/components/toast'
import type { RealNameInfo } from '@/contract/account'
import { MAINLAND_ID_TYPE, RealNameStatus } from '@/contract/account.codes'
import { PointsAction } from '@/contract/points.codes'
import { PageShell } from '@/features/layout/page-shell'
import { usePointsReward } from '@/features/points/use-points-reward'
import { taroStorage } from '@/platform/storage'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { EMPTY_REALNAME, invalidToast, realNameFields, toSubmission, type RealNameValues } from './realname-form'
import { useRealNameInfo } from '../shared/real-name-info'
import './index.scss'

/** Where drafts were kept before the form template, ID number included; nothing reads it any more. */
const OLD_DRAFT_KEY = 'realnameDraft'

const canSubmit = (info: RealNameInfo) =>
  info.status === RealNameStatus.notVerified || info.status === RealNameStatus.rejected

/** The user's verification: its state, and the form while there is none or it was rejected. */
const Verification = observer(({ info, reload }: { info: RealNameInfo; reload: () => Promise<void> }) => {
  const t = useT()
  const { api, user } = useStores()
  const { status, reason, phone } = info
  const form: FormDescriptor<RealNameValues> = {
    id: 'realname',
    initial: EMPTY_REALNAME,
    fields: realNameFields(phone, async (file) => (await api.files.upload(file.path)).url),
    draft: 'realname',
    invalidToast,
    submitLabel: status === RealNameStatus.rejected ? 'account.realname.resubmit' : 'account.realname.submit',
    submit: (values) => api.account.submitRealName(toSubmission(values)),
    onSuccess: () => {
      toast(t('account.realname.submitted'))
      void reload().then(() => {
        void user.validate().catch(() => undefined)
        void navigate('verifiedConfirm')
      })
    },
  }

  return (
    <>
      <View className='realname__status' data-testid='realname-status'>
        <Text className='realname__label'>{t('account.realname.statusLabel')}</Text>
        <Text className={`realname__badge realname__badge--${status}`} data-testid='realname-status-text'>
          {t(`account.realname.status.${status}`)}
        </Text>
        {status === RealNameStatus.rejected && (
          <Text className='realname__hint' data-testid='realname-reason'>
            {t('account.realname.reason', { reason })} {t('account.realname.resubmitHint')}
          </Text>
        )}
        {status === RealNameStatus.verifying && (
          <Text className='realname__hint' data-testid='realname-verifying-hint'>
            {t(
              info.idType && info.idType !== MAINLAND_ID_TYPE
                ? 'account.realname.manualReviewHint'
                : 'account.realname.verifyingHint',
            )}
          </Text>
        )}
        {status === RealNameStatus.verified && (
          <Text className='realname__hint'>{t('account.realname.verifiedHint')}</Text>
        )}
        {!canSubmit(info) && (
          <Button
            size='small'
            className='realname__view'
            onClick={() => void navigate('verifiedConfirm')}
            data-testid='realname-view'
          >
            {t('account.realname.viewIdentity')}
          </Button>
        )}
      </View>

      {canSubmit(info) && <FormTemplate form={form} />}
    </>
  )
})

/** The verification state and, when not verified or not approved, the form to (re)submit identity information. */
const Realname = observer(() => {
  const info = useRealNameInfo()
  usePointsReward(PointsAction.realName, { enabled: info.data?.status === RealNameStatus.verified })
  useEffect(() => taroStorage.remove(OLD_DRAFT_KEY), [])

  return (
    <PageShell route='mypageRealname' loginHint='account.realname.loginHint'>
      <RequestView request={info}>{(data) => <Verification info={data} reload={info.reload} />}</RequestView>
    </PageShell>
  )
})

export default Realname
