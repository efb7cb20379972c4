import '@/i18n/network.pages'
import { Cell } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { toast } from '@/components/toast'
import type { GroupDetail } from '@/contract/network'
import { PageShell } from '@/features/layout/page-shell'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { FormTemplate, type FormDescriptor } from '@/templates/form'
import { EMPTY_GROUP, groupFields, type GroupValues } from './group-form'
import { networkListsChanged } from '../shared/lists-changed'
import { ownerChoice } from '../shared/owner-choice'
import '../shared/network.scss'

/** Who will own the group: the creator (the project leader) unless someone was chosen on /select-group-owner. */
const OwnerCell = observer(() => {
  const t = useT()
  const chosen = ownerChoice.get()
  return (
    <View data-testid='group-owner-cell'>
      <Cell
        title={t('network.create.owner')}
        extra={chosen ? chosen.name : t('network.create.ownerSelf')}
        clickable
        onClick={() => void navigate('selectGroupOwner')}
      />
      <Text className='net-hint'>{t('network.create.ownerHint')}</Text>
    </View>
  )
})

const CreateGroup = observer(() => {
  const t = useT()
  const stores = useStores()
  const { api } = stores
  const { params } = useRouter()
  const projectId = Number(params.projectId) || undefined
  const productId = Number(params.productId) || undefined
  // A new form starts with the creator as owner.
  useEffect(() => ownerChoice.set(null), [])

  const form: FormDescriptor<GroupValues, GroupDetail> = {
    id: 'create-group',
    initial: EMPTY_GROUP,
    fields: groupFields(async (file) => (await api.files.upload(file.path)).url),
    draft: 'create-group',
    invalidToast: 'network.create.invalid',
    submitLabel: 'network.create.submit',
    submit: (values) =>
      api.network.createGroup({
        name: values.name.trim(),
        avatar: values.avatar[0],
        isOpen: values.access === 'open',
        notice: values.notice.trim(),
        kind: projectId ? 'project' : productId ? 'product' : 'topic',
        projectId,
        productId,
        ownerId: ownerChoice.get()?.userId,
      }),
    onSuccess: (group) => {
      networkListsChanged(stores)
      toast(t('network.create.done'))
      ownerChoice.set(null)
      void navigate('groupDetail', { id: group.id })
    },
  }

  return <FormTemplate form={form} header={<OwnerCell />} />
})

/** /create-group-chat: a new group chat; the creator is its project leader and owner unless they choose another owner. */
const CreateGroupChatPage = () => (
  <PageShell route='createGroupChat' loginHint='network.create.loginHint'>
    <CreateGroup />
  </PageShell>
)

export default CreateGroupChatPage
