import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { StatusView } from '@/components/status-view'
import { toast, toastActionFailed } from '@/components/toast'
import { useEndpoint } from '@/components/use-endpoint'
import { PAGE_SIZE_MAX } from '@/contract/common.codes'
import type { GroupDetail, GroupMember, GroupRequest } from '@/contract/network'
import { GROUP_NAME_MAX, GROUP_NOTICE_MAX } from '@/contract/network.codes'
import { groupChats } from '@/contract/network.endpoints'
import { useStores, useT } from '@/stores/context'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { InvitePeople } from './group-invite'
import { useGroupCall } from './use-group-call'
import { Avatar } from '../shared/avatar'
import { callOnceConfirmed } from '../shared/confirmed-call'
import { pickImage } from '../shared/pick-image'

/** The group's members, scrolling in more at the bottom; the owner may remove anyone but the owner and the leader. */
export const MemberList = observer(({ group, onChanged }: { group: GroupDetail; onChanged: () => Promise<void> }) => {
  const t = useT()
  const { api } = useStores()
  const members = useEndpointPages(groupChats.members, { groupId: group.id })
  // Someone joined or left since: the members are asked again.
  const memberCount = useRef(group.memberCount)
  useEffect(() => {
    if (memberCount.current === group.memberCount) return
    memberCount.current = group.memberCount
    void members.reload()
    // The count, not the list's functions, says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group.memberCount])
  const remove = (member: GroupMember) =>
    callOnceConfirmed(
      t,
      t('network.group.removeConfirm', { name: member.person.name }),
      () => api.network.removeMember(group.id, member.person.userId),
      t('network.group.removed'),
      async () => {
        await onChanged()
        await members.reload()
      },
    )
  const handOver = (member: GroupMember) =>
    callOnceConfirmed(
      t,
      t('network.group.handOverConfirm', { name: member.person.name }),
      () => api.network.setGroupOwner(group.id, member.person.userId),
      t('network.group.handedOver', { name: member.person.name }),
      onChanged,
    )
  return (
    <View className='net-card' data-testid='group-members'>
      <Text className='net-heading'>{t('network.group.members', { count: group.memberCount })}</Text>
      {members.status !== 'ready' && <StatusView status={members.status} onRetry={() => void members.reload()} />}
      {members.items.map((member) => (
        <View key={member.person.userId} className='net-person' data-testid='group-member'>
          <Avatar className='net-person__avatar' src={member.person.avatar} name={member.person.name} />
          <View className='net-person__body'>
            <Text className='net-person__name'>{member.person.name}</Text>
            <Text className='net-meta'>
              {[t(`network.role.${member.role}`), member.person.organisation].filter(Boolean).join(' · ')}
            </Text>
          </View>
          {group.myRole === 'owner' && member.role !== 'owner' && (
            <Text className='net-link' data-testid='group-hand-over' onClick={() => void handOver(member)}>
              {t('network.group.handOver')}
            </Text>
          )}
          {group.myRole === 'owner' && member.removable && (
            <Text className='net-link' data-testid='group-remove' onClick={() => void remove(member)}>
              {t('network.group.remove')}
            </Text>
          )}
        </View>
      ))}
      <ListFooter list={members} />
    </View>
  )
})

const RequestRow = observer(({ request, onAnswered }: { request: GroupRequest; onAnswered: () => Promise<void> }) => {
  const t = useT()
  const { api } = useStores()
  const { busy, run } = useGroupCall(onAnswered)
  const answer = (approve: boolean) =>
    run(
      () => api.network.answerApplication(request.id, approve),
      t(approve ? 'network.group.approved' : 'network.group.refused'),
    )
  return (
    <View className='net-person' data-testid='group-request'>
      <Avatar className='net-person__avatar' src={request.person.avatar} name={request.person.name} />
      <View className='net-person__body'>
        <Text className='net-person__name'>{request.person.name}</Text>
        <Text className='net-meta'>{request.message || request.person.organisation}</Text>
      </View>
      <Button size='small' type='primary' disabled={busy} onClick={() => void answer(true)} data-testid='group-approve'>
        {t('network.group.approve')}
      </Button>
      <Button size='small' fill='outline' disabled={busy} onClick={() => void answer(false)} data-testid='group-refuse'>
        {t('network.group.refuse')}
      </Button>
    </View>
  )
})

/** The owner's rights: applications to approve, the notice, the name and the avatar. */
export const OwnerTools = observer(({ group, reload }: { group: GroupDetail; reload: () => Promise<void> }) => {
  const t = useT()
  const { api } = useStores()
  const requests = useEndpoint(groupChats.requests, { groupId: group.id, pageNum: 1, pageSize: PAGE_SIZE_MAX })
  // Someone applied or was answered since: the applications are asked again.
  const pendingCount = useRef(group.pendingRequests)
  useEffect(() => {
    if (pendingCount.current === group.pendingRequests) return
    pendingCount.current = group.pendingRequests
    void requests.reload()
    // The count, not the state's functions, says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group.pendingRequests])
  const [notice, setNotice] = useState(group.notice)
  const [name, setName] = useState(group.name)
  const [saving, setSaving] = useState(false)
  const pending = (requests.data?.list ?? []).filter((request) => request.status === 'pending')

  const save = async (action: () => Promise<unknown>, done: string) => {
    setSaving(true)
    try {
      await action()
      toast(done)
      await reload()
    } catch (error) {
      toastActionFailed(error, t)
    } finally {
      setSaving(false)
    }
  }

  const changeAvatar = async () => {
    const path = await pickImage(t)
    if (!path) return
    await save(async () => {
      const { url } = await api.files.upload(path)
      await api.network.editGroup({ groupId: group.id, avatar: url })
    }, t('network.group.saved'))
  }

  return (
    <>
      <View className='net-card' data-testid='group-requests'>
        <Text className='net-heading'>{t('network.group.requests', { count: pending.length })}</Text>
        {requests.status === 'ready' && pending.length === 0 && (
          <Text className='net-meta'>{t('network.group.noRequests')}</Text>
        )}
        {pending.map((request) => (
          <RequestRow
            key={request.id}
            request={request}
            onAnswered={async () => {
              await requests.reload()
              await reload()
            }}
          />
        ))}
      </View>

      <View className='net-card' data-testid='group-owner-tools'>
        <Text className='net-heading'>{t('network.group.manage')}</Text>
        <View className='net-row net-row--between'>
          <Text className='net-meta'>
            {t(group.isOpen ? 'network.group.inviteOpen' : 'network.group.invitePrivate')}
          </Text>
          <InvitePeople group={group} />
        </View>
        <Text className='net-label'>{t('network.group.name')}</Text>
        <Input value={name} maxLength={GROUP_NAME_MAX} onChange={setName} data-testid='group-name-input' />
        <Button
          size='small'
          disabled={saving || !name.trim() || name.trim() === group.name}
          onClick={() =>
            void save(() => api.network.editGroup({ groupId: group.id, name: name.trim() }), t('network.group.saved'))
          }
          data-testid='group-save-name'
        >
          {t('network.group.saveName')}
        </Button>
        <View className='net-row'>
          <Avatar className='net-person__avatar' src={group.avatar} name={group.name} />
          <Button size='small' disabled={saving} onClick={() => void changeAvatar()} data-testid='group-avatar'>
            {t('network.group.changeAvatar')}
          </Button>
        </View>
        <Text className='net-label'>{t('network.group.notice')}</Text>
        <TextArea
          value={notice}
          maxLength={GROUP_NOTICE_MAX}
          showCount
          placeholder={t('network.group.noticePlaceholder')}
          onChange={setNotice}
          data-testid='group-notice-input'
        />
        <Button
          size='small'
          type='primary'
          disabled={saving || notice === group.notice}
          onClick={() =>
            void save(() => api.network.publishNotice(group.id, notice.trim()), t('network.group.noticePublished'))
          }
          data-testid='group-publish-notice'
        >
          {t('network.group.publishNotice')}
        </Button>
      </View>
    </>
  )
})
