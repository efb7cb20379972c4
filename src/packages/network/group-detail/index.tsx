import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useReadAgainOnShow } from '@/components/shown-again'
import { useEndpoint } from '@/components/use-endpoint'
import type { GroupDetail } from '@/contract/network'
import { groupChats } from '@/contract/network.endpoints'
import { navigate, pageUrl } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { MemberList, OwnerTools } from './group-admin'
import { useGroupCall } from './use-group-call'
import { Avatar } from '../shared/avatar'
import { callOnceConfirmed } from '../shared/confirmed-call'
import { GroupTags } from '../shared/group-tags'
import { networkListsChanged } from '../shared/lists-changed'
import '../shared/network.scss'

/** What the user may do about joining: apply, answer an invitation, open the chat, or the seeds' message why not. */
const JoinActions = observer(({ group, reload }: { group: GroupDetail; reload: () => Promise<void> }) => {
  const t = useT()
  const { api } = useStores()
  const { run } = useGroupCall(reload)

  switch (group.joinState) {
    case 'signIn':
      return (
        <Button
          type='primary'
          block
          onClick={() => void navigate('login', { redirect: pageUrl('groupDetail', { id: group.id }) })}
          data-testid='group-sign-in'
        >
          {t('network.group.signInToJoin')}
        </Button>
      )
    case 'member':
      return (
        <Button
          type='primary'
          block
          data-testid='group-open-chat'
          onClick={() => void navigate('chatRoom', { groupId: group.id, title: group.name })}
        >
          {t('network.group.openChat')}
        </Button>
      )
    case 'canApply':
      return (
        <Button
          type='primary'
          block
          data-testid='group-apply'
          onClick={() => void run(() => api.network.applyToGroup(group.id), t('network.group.applied'))}
        >
          {t('network.group.apply')}
        </Button>
      )
    case 'applied':
      return (
        <Text className='net-notice' data-testid='group-waiting'>
          {t('network.group.waiting')}
        </Text>
      )
    case 'invited':
      return (
        <View className='net-actions'>
          <Text className='net-notice'>{t('network.group.invitedNotice')}</Text>
          <Button
            type='primary'
            data-testid='group-accept'
            onClick={() => void run(() => api.network.answerInvitation(group.id, true), t('network.group.joined'))}
          >
            {t('network.group.accept')}
          </Button>
          <Button
            fill='outline'
            data-testid='group-decline'
            onClick={() => void run(() => api.network.answerInvitation(group.id, false), t('network.group.declined'))}
          >
            {t('network.group.decline')}
          </Button>
        </View>
      )
    default:
      // Invitation only, full, the joined-groups limit, joining not available: the server's words (the seeds').
      return (
        <Text className='net-notice net-notice--warn' data-testid='group-join-notice'>
          {group.joinNotice}
        </Text>
      )
  }
})

const GroupView = observer(({ group, reload }: { group: GroupDetail; reload: () => Promise<void> }) => {
  const t = useT()
  const stores = useStores()
  const leave = () =>
    callOnceConfirmed(
      t,
      t('network.group.leaveConfirm'),
      () => stores.api.network.leaveGroup(group.id),
      t('network.group.left'),
      () => {
        // The user's chats and the groups' lists no longer show them in it.
        networkListsChanged(stores)
        return reload()
      },
    )

  return (
    <>
      <View className='net-card net-group-head' data-testid='group-head'>
        <Avatar className='net-group-head__avatar' src={group.avatar} name={group.name} />
        <View className='net-group-head__body'>
          <Text className='net-group-head__name' data-testid='group-name'>
            {group.name}
          </Text>
          <GroupTags group={group} />
          {group.projectTitle && (
            <Text className='net-meta'>{t('network.groupProject', { title: group.projectTitle })}</Text>
          )}
          {group.productName && (
            <Text className='net-meta'>{t('network.group.product', { name: group.productName })}</Text>
          )}
          {group.owner && <Text className='net-meta'>{t('network.group.owner', { name: group.owner.name })}</Text>}
        </View>
      </View>

      <View className='net-card' data-testid='group-notice'>
        <Text className='net-heading'>{t('network.group.notice')}</Text>
        <Text className='net-text'>{group.notice || t('network.group.noNotice')}</Text>
        {group.noticeAt && <Text className='net-meta'>{formatDate(group.noticeAt, 'YYYY-MM-DD HH:mm')}</Text>}
      </View>

      <View className='net-card'>
        <JoinActions group={group} reload={reload} />
      </View>

      {group.myRole === 'owner' && <OwnerTools group={group} reload={reload} />}
      {group.myRole && <MemberList group={group} onChanged={reload} />}

      {group.myRole && (
        <View className='net-card'>
          <Button block fill='outline' type='danger' onClick={() => void leave()} data-testid='group-leave'>
            {t('network.group.leave')}
          </Button>
        </View>
      )}
    </>
  )
})

/** The group of the query's id, read again on coming back from its chat or another page: what changed there shows. */
function useGroup() {
  const { params } = useRouter()
  return useReadAgainOnShow(useEndpoint(groupChats.detail, { id: Number(params.id ?? '') }, { loading: true }))
}

/** /group-detail: a group chat, how to join it, and for its members the members, for its owner the owner's rights. */
export default sectionsPage({
  route: 'groupDetail',
  testId: 'group-detail',
  useRead: useGroup,
  Sections: ({ data, reload }) => <GroupView group={data} reload={reload} />,
})
