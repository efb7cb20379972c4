import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { RequestView } from '@/components/status-view'
import { toast } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import type { CircleAccess, PostDetail } from '@/contract/network'
import { circle } from '@/contract/network.endpoints'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { EMPTY_POST, postFields, postOf, type PostValues } from './post-form'
import { networkListsChanged } from '../shared/lists-changed'
import { makeCardFirst } from '../shared/use-action'
import '../shared/network.scss'

type ApplyValues = { organisation: string; position: string; reason: string }

/** Until certified: how posting is opened (an application read and certified by customer service) and the application. */
const Certification = observer(({ access, reload }: { access: CircleAccess; reload: () => Promise<void> }) => {
  const t = useT()
  const { api } = useStores()
  const form: FormDescriptor<ApplyValues, CircleAccess> = {
    id: 'circle-apply',
    initial: { organisation: '', position: '', reason: '' },
    fields: [
      {
        kind: 'text',
        name: 'organisation',
        label: 'network.release.organisation',
        required: 'network.release.organisationRequired',
        maxLength: 100,
      },
      {
        kind: 'text',
        name: 'position',
        label: 'network.release.position',
        required: 'network.release.positionRequired',
        maxLength: 50,
      },
      {
        kind: 'textarea',
        name: 'reason',
        label: 'network.release.reason',
        placeholder: 'network.release.reasonPlaceholder',
        maxLength: 500,
      },
    ],
    draft: 'circle-apply',
    invalidToast: 'network.create.invalid',
    // An application needs the user's card: the refusal offers the card form.
    ways: [makeCardFirst],
    submitLabel: 'network.release.apply',
    submit: (values) =>
      api.network.applyForCertification({
        organisation: values.organisation.trim(),
        position: values.position.trim(),
        reason: values.reason.trim(),
      }),
    onSuccess: () => {
      toast(t('network.release.appliedToast'))
      void reload()
    },
  }
  return (
    <>
      <View className='net-card' data-testid='release-how'>
        <Text className='net-heading'>{t('network.release.howTitle')}</Text>
        <Text className='net-text'>{t('network.release.how')}</Text>
        <Text className='net-link' onClick={() => void navigate('onlineService')}>
          {t('network.release.askService')}
        </Text>
      </View>
      {access.status === 'applied' ? (
        <Text className='net-notice' data-testid='release-applied'>
          {t('network.release.waiting')}
        </Text>
      ) : (
        <>
          {access.status === 'refused' && (
            <Text className='net-notice net-notice--warn' data-testid='release-refused'>
              {t('network.release.refused', { reason: access.refusal })}
            </Text>
          )}
          <FormTemplate form={form} />
        </>
      )}
    </>
  )
})

/** Certified: a post, an event or an article; the server's refusal shows on the form. */
const Compose = observer(() => {
  const t = useT()
  const stores = useStores()
  const { api } = stores
  const form: FormDescriptor<PostValues, PostDetail> = {
    id: 'post',
    initial: EMPTY_POST,
    fields: postFields(async (file) => (await api.files.upload(file.path)).url),
    draft: 'circle-post',
    invalidToast: 'network.create.invalid',
    // An update to the circle is an investment dynamic (seed 001's words for its failure).
    failedText: (sent) => (sent.kind === 'dynamic' ? 'network.release.dynamicFailed' : 'error.submitFailed'),
    submitLabel: 'network.release.submit',
    submit: (values) => api.network.createPost(postOf(values)),
    onSuccess: (post) => {
      networkListsChanged(stores)
      toast(t('network.release.posted'))
      if (post.kind === 'article') void navigate('mypageCreativeArticle', { id: post.id })
      else void navigate('goldkeySocialDetail', { id: post.id })
    },
  }
  return <FormTemplate form={form} />
})

const Release = observer(() => {
  const t = useT()
  const access = useEndpoint(circle.certification, undefined)
  return (
    <RequestView request={access}>
      {(state) => (
        <View className='net-page'>
          {state.internalTesting && (
            <Text className='net-notice net-notice--warn' data-testid='release-testing'>
              {t('network.release.testing')}
            </Text>
          )}
          {state.notice && (
            <Text className='net-notice' data-testid='release-notice'>
              {state.notice}
            </Text>
          )}
          {state.canPost ? <Compose /> : <Certification access={state} reload={access.reload} />}
          <View className='net-card'>
            <Button block fill='outline' onClick={() => void navigate('mypageDynamic')}>
              {t('network.circle.mine')}
            </Button>
          </View>
        </View>
      )}
    </RequestView>
  )
})

/** /goldkey-release: posting to the investment circle (in internal testing), after certification by customer service. */
const GoldkeyReleasePage = () => (
  <PageShell route='goldkeyRelease' loginHint='network.release.loginHint'>
    <Release />
  </PageShell>
)

export default GoldkeyReleasePage
