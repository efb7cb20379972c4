import '@/i18n/registration.pages'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { StatusView } from '@/components/status-view'
import { failureText, toast } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import type { DraftForm } from '@/contract/registration.codes'
import { registrationDrafts } from '@/contract/registration.endpoints'
import { open, type RouteTarget } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { Actions, Card, Paragraph, sectionsPage } from '@/templates/sections'
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
export default sectionsPage({
  route: 'mypageDrafts',
  testId: 'mypage-drafts',
  loginHint: 'registration.loginHint',
  useRead: () => asList(useEndpoint(registrationDrafts.list, undefined)),
  Sections: function MypageDrafts({ data: { list }, reload }) {
    const t = useT()
    const stores = useStores()

    const discard = async (form: DraftForm) => {
      const { confirm } = await Taro.showModal({
        title: t('registration.drafts.discardConfirm'),
        content: '',
        cancelText: t('common.cancel'),
        confirmText: t('common.confirm'),
      })
      if (!confirm) return
      try {
        await stores.api.registration.deleteRegistrationDraft(form)
        draftsChanged(stores)
        toast(t('registration.drafts.discarded'))
        reload()
      } catch (error) {
        toast(failureText(error, t))
      }
    }

    if (list.length === 0) return <StatusView status='empty' message='registration.drafts.none' />
    return (
      <>
        {list.map((draft) => (
          <Card key={draft.form} title={t(`registration.drafts.form.${draft.form}`)} testId={`draft-${draft.form}`}>
            {nameOf(draft.data) && <Paragraph>{nameOf(draft.data)}</Paragraph>}
            <Paragraph>
              {t('registration.drafts.savedAt', { time: formatDate(draft.updatedAt, 'YYYY-MM-DD HH:mm') })}
            </Paragraph>
            <Actions>
              <Button
                size='small'
                type='primary'
                onClick={() => void open(FORM_OF[draft.form])}
                data-testid='draft-open'
              >
                {t('registration.drafts.continue')}
              </Button>
              <Button size='small' fill='outline' onClick={() => void discard(draft.form)} data-testid='draft-discard'>
                {t('registration.drafts.discard')}
              </Button>
            </Actions>
          </Card>
        ))}
      </>
    )
  },
})
