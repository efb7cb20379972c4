import '@/i18n/collectible.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { LoginPrompt } from '@/components/login-prompt'
import { StatusView } from '@/components/status-view'
import { joined, readyState, useEndpoint, useLoad, type RequestState } from '@/components/use-endpoint'
import { RealNameStatus } from '@/contract/account.codes'
import { realName } from '@/contract/account.endpoints'
import type { OwnedCollectible } from '@/contract/collectible'
import type { MessageKey } from '@/i18n'
import { navigate } from '@/routes/navigate'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { sectionsPage } from '@/templates/sections'
import { CollectibleDetail } from './collectible-detail'
import './index.scss'

const SUCCESS = 200
const FORBIDDEN = 403

/**
 * What the collection shows: the held collectibles, or why the user may not see them (and the server's word), or a
 * visitor's way to log in (the terms stay shown under it, so the template's own prompt is not used).
 */
type Collection =
  | { kind: 'list'; items: OwnedCollectible[] }
  | { kind: 'locked'; reason: MessageKey; serverMsg: string }
  | { kind: 'visitor' }

/** Real-name verified adults only (seed 001 sections 1 and 5); the server checks again and answers 403. */
function useCollection(): RequestState<Collection> {
  const { api, user } = useStores()
  const identity = useEndpoint(realName.info, undefined, { enabled: user.loggedIn })
  const info = identity.data
  const allowed = info?.status === RealNameStatus.verified && info.adult
  // The collectible service is a transfer of the contract, not an endpoint: it answers in an envelope, its 403 a lock.
  const owned = useLoad(
    'myCollectibles',
    [],
    async (): Promise<Collection> => {
      const answer = await api.collectible.myCollectibles({ token: user.token })
      if (answer.code === FORBIDDEN)
        return { kind: 'locked', reason: 'collectible.needRealName', serverMsg: answer.msg }
      if (answer.code !== SUCCESS) throw new Error(answer.msg)
      return { kind: 'list', items: answer.data }
    },
    { enabled: allowed },
  )
  if (!user.loggedIn) return readyState({ kind: 'visitor' })
  if (!info || allowed) return { ...joined(identity, owned), data: owned.data }
  const reason = info.status === RealNameStatus.verified ? 'collectible.needAdult' : 'collectible.needRealName'
  return { ...identity, data: { kind: 'locked', reason, serverMsg: '' } }
}

const Locked = observer(({ reason, serverMsg }: { reason: MessageKey; serverMsg: string }) => {
  const t = useT()
  return (
    <View className='my-collectibles__locked' data-testid='collectibles-locked'>
      <Text className='my-collectibles__locked-text'>{t(reason)}</Text>
      {serverMsg && (
        <Text className='my-collectibles__locked-msg' data-testid='collectibles-locked-msg'>
          {serverMsg}
        </Text>
      )}
      <Button type='primary' onClick={() => void navigate('mypageRealname')} data-testid='collectibles-go-realname'>
        {t('collectible.goRealName')}
      </Button>
    </View>
  )
})

const Grid = observer(({ items, onOpen }: { items: OwnedCollectible[]; onOpen: (item: OwnedCollectible) => void }) => {
  const t = useT()
  if (items.length === 0) return <StatusView status='empty' message='collectible.empty' />
  return (
    <>
      <Text className='my-collectibles__count'>{t('collectible.count', { count: items.length })}</Text>
      <View className='my-collectibles__grid'>
        {items.map((item) => (
          <View
            key={item.id}
            className='my-collectibles__item'
            onClick={() => onOpen(item)}
            data-testid='collectible-item'
          >
            <Image className='my-collectibles__image' src={assetUrl(item.img)} mode='aspectFill' />
            <Text className='my-collectibles__name' data-testid='collectible-item-name'>
              {item.nftName}
            </Text>
            <Text className='my-collectibles__serial'>{item.serialNo}</Text>
            {item.received && <Text className='my-collectibles__tag'>{t('collectible.receivedTag')}</Text>}
          </View>
        ))}
      </View>
    </>
  )
})

/** The held collectibles, each opened large to view or gift; a gifted one leaves the grid at once. */
function Holdings({ items, reload }: { items: OwnedCollectible[]; reload: () => void }) {
  const [open, setOpen] = useState<OwnedCollectible | null>(null)
  const [gifted, setGifted] = useState<number[]>([])
  return (
    <>
      <Grid items={items.filter((item) => !gifted.includes(item.id))} onOpen={setOpen} />
      {open && (
        <CollectibleDetail
          key={open.id}
          item={open}
          onClose={() => setOpen(null)}
          onGifted={() => {
            setGifted((ids) => [...ids, open.id])
            setOpen(null)
            // The collection is asked again, so it is not shown with the gift when the page is opened next.
            reload()
          }}
        />
      )}
    </>
  )
}

/** The terms the collection runs under: display and one gift only, never a trade. */
const Terms = observer(() => {
  const t = useT()
  return (
    <View className='my-collectibles__terms' data-testid='collectibles-note'>
      <Text>{t('collectible.note')}</Text>
      <Text
        className='my-collectibles__link'
        onClick={() => void navigate('protocol', { type: 'collectible' })}
        data-testid='collectibles-terms'
      >
        {t('collectible.terms')}
      </Text>
    </View>
  )
})

/** /my-collectibles: the logged-in, real-name verified adult's digital collectibles, each viewable and giftable once. */
export default sectionsPage({
  route: 'myCollectibles',
  testId: 'my-collectibles',
  useRead: useCollection,
  Sections: ({ data, reload }) => (
    <>
      {data.kind === 'visitor' && <LoginPrompt hint='collectible.loginHint' back='myCollectibles' />}
      {data.kind === 'locked' && <Locked reason={data.reason} serverMsg={data.serverMsg} />}
      {data.kind === 'list' && <Holdings items={data.items} reload={reload} />}
      <Terms />
    </>
  ),
})
