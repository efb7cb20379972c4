import '@/i18n/content.pages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestStatusView } from '@/components/status-view'
import { toast } from '@/components/toast'
import { joined, useEndpoint } from '@/components/use-endpoint'
import { city } from '@/contract/city.endpoints'
import { listings, projects } from '@/contract/content.endpoints'
import { signedInPage } from '@/features/layout/page-shell'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { formatDate } from '@/utils/date'
import { applyBody, applyFields, EMPTY_APPLY, type ApplyValues } from './apply-form'
import './index.scss'

/** Apply to list a project or park: the form, and the applications sent with where each stands. */
const Apply = observer(() => {
  const t = useT()
  const { api } = useStores()
  const page = joined(
    useEndpoint(city.areasWithAccounts, undefined),
    useEndpoint(projects.industries, undefined),
    useEndpoint(listings.mine, undefined),
  )
  if (!page.data) return <RequestStatusView request={page} />
  const [cities, industries, mine] = page.data
  const form: FormDescriptor<ApplyValues> = {
    id: 'apply',
    initial: EMPTY_APPLY,
    fields: applyFields(
      cities.map((c) => ({ value: String(c.id), label: c.name })),
      industries,
      async (file) => (await api.files.upload(file.path)).url,
    ),
    draft: 'listing-apply',
    invalidToast: 'content.apply.incomplete',
    submitLabel: 'content.apply.submit',
    submit: (values) => api.content.applyListing(applyBody(values)),
    onSuccess: () => {
      toast(t('content.apply.sent'), 'success')
      void page.reload()
    },
  }
  return (
    <View className='apply'>
      <Text className='apply__intro'>{t('content.apply.intro')}</Text>
      <FormTemplate form={form} />
      {mine.length > 0 && (
        <View className='apply__mine' data-testid='apply-mine'>
          <Text className='apply__heading'>{t('content.apply.mine')}</Text>
          {mine.map((a) => (
            <View key={a.id} className='apply__row' data-testid='apply-row'>
              <Text className='apply__name'>{a.name}</Text>
              <Text className='apply__meta'>
                {`${t(`content.apply.kind.${a.kind}`)} · ${formatDate(a.submittedAt, 'YYYY-MM-DD')} · ${t(`content.apply.status.${a.status}`)}`}
              </Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
})

export default signedInPage('apply', 'content.apply.loginHint', Apply)
