import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { RequestView, StatusView } from '@/components/status-view'
import { failureText, toast } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import type { DraftForm } from '@/contract/registration.codes'
import { registrationDrafts } from '@/contract/registration.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { open, type RouteTarget } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { formatDate } from '@/utils/date'
import { asList } from '../shared/data'
import { draftsChanged } from '../shared/registrations-changed'
import '../shared/registration.scss'

/** The form each kind of draft is finished on. */
const FORM_OF: Record<DraftForm, RouteTarget> = {
  person: { route: 'visitSingleReg' },
  group: { route: 'groupRegFrom' },
  organisation: { route: 'orgRegForm' },
  finance: { route: 'projectFormFinance' },
  invest: { route: 'projectFormInvest' },
}

/** What a draft holds that names it: a person's, group's, organisation's, company's or institution's name. */
function nameOf(data: Record<string, unknown>): string {
  const named = ['name', 'groupNameZh', 'nameZh', 'projectName', 'companyName', 'institutionName'].find(
    (key) => typeof data[key] === 'string' && (data[key] as string).trim() !== '',
  )
  return named ? String(data[named]) : ''
}

/** The user's unfinished forms kept on the server, each to finish or discard. */
const Drafts = observer(() => {
  const t = useT()
  const stores = useStores()
  const drafts = asList(useEndpoint(registrationDrafts.list, undefined))
  usePullDownRefresh(() => void drafts.reload().finally(() => Taro.stopPullDownRefresh()))

  const discard = async (form: DraftForm) => {
    const { confirm } = await Taro.showModal({ title: t('registration.drafts.discardConfirm'), content: '' })
    if (!confirm) return
    try {
      await stores.api.registration.deleteRegistrationDraft(form)
      draftsChanged(stores)
      toast(t('registration.drafts.discarded'))
      void drafts.reload()
    } catch (error) {
      toast(failureText(error, t))
    }
  }

  return (
    <RequestView request={drafts}>
      {({ list }) => (
        <View className='reg-page'>
          {list.length === 0 && <StatusView status='empty' message='registration.drafts.none' />}
          {list.map((draft) => (
            <View key={draft.form} className='reg-card' data-testid={`draft-${draft.form}`}>
              <Text className='reg-card__title'>{t(`registration.drafts.form.${draft.form}`)}</Text>
              {nameOf(draft.data) && <Text className='reg-card__text'>{nameOf(draft.data)}</Text>}
              <Text className='reg-card__note'>
                {t('registration.drafts.savedAt', { time: formatDate(draft.updatedAt, 'YYYY-MM-DD HH:mm') })}
              </Text>
              <View className='reg-card__actions'>
                <Button
                  size='small'
                  type='primary'
                  onClick={() => void open(FORM_OF[draft.form])}
                  data-testid='draft-open'
                >
                  {t('registration.drafts.continue')}
                </Button>
                <Button
                  size='small'
                  fill='outline'
                  onClick={() => void discard(draft.form)}
                  data-testid='draft-discard'
                >
                  {t('registration.drafts.discard')}
                </Button>
              </View>
            </View>
          ))}
        </View>
      )}
    </RequestView>
  )
})

export default function MypageDrafts() {
  return (
    <PageShell route='mypageDrafts' loginHint='registration.loginHint'>
      <Drafts />
    </PageShell>
  )
}
