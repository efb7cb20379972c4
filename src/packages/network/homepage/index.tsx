import '@/i18n/network.pages'
import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { StatusView } from '@/components/status-view'
import { useEndpoint } from '@/components/use-endpoint'
import type { PersonPage, PostCard } from '@/contract/network'
import { people } from '@/contract/network.endpoints'
import { assetUrl } from '@/services/http/asset-url'
import { useStores, useT } from '@/stores/context'
import { ListFooter } from '@/templates/content-list/list-footer'
import { useEndpointPages } from '@/templates/content-list/use-endpoint-pages'
import { Card, sectionsPage } from '@/templates/sections'
import { formatDate } from '@/utils/date'
import { ExchangeActions } from './exchange-actions'
import { ContactsView } from '../shared/contacts-view'
import { NeedChips } from '../shared/needs'
import { useAction } from '../shared/use-action'
import '../shared/people.scss'
import './index.scss'

const PostItem = ({ post }: { post: PostCard }) => (
  <View className='person-post' data-testid='person-post'>
    <Text className='person-post__title'>{post.title}</Text>
    {post.summary && <Text className='person-post__summary'>{post.summary}</Text>}
    <Text className='person-post__time'>{formatDate(post.publishTime, 'YYYY-MM-DD')}</Text>
  </View>
)

/** The person's posts, newest first, with infinite scroll. */
const Posts = observer(({ userId }: { userId: number }) => {
  const t = useT()
  const list = useEndpointPages(people.posts, { userId })
  if (list.status === 'empty') return null
  return (
    <Card title={t('network.person.posts')} testId='person-posts'>
      {list.status === 'ready' ? (
        <>
          {list.items.map((post) => (
            <PostItem key={post.id} post={post} />
          ))}
          <ListFooter list={list} />
        </>
      ) : (
        <StatusView status={list.status} onRetry={() => void list.reload()} />
      )}
    </Card>
  )
})

const Person = observer(({ person, reload }: { person: PersonPage; reload: () => Promise<void> }) => {
  const t = useT()
  const { api } = useStores()
  const [follow, setFollow] = useState({ following: person.following, followers: person.followers })
  const { press } = useAction()
  const self = person.exchange.state === 'self'
  return (
    <>
      <View className='person__head'>
        <Image className='person__avatar' src={assetUrl(person.avatar)} mode='aspectFill' />
        <View className='person__who'>
          <Text className='person__name' data-testid='person-name'>
            {person.name}
          </Text>
          <Text className='person__meta'>{[person.position, person.organisation].filter(Boolean).join(' · ')}</Text>
          {person.industry && <Text className='person__meta'>{person.industry.label}</Text>}
        </View>
      </View>
      <View className='person__counts'>
        <Text data-testid='person-followers'>{t('network.person.followers', { count: follow.followers })}</Text>
        <Text>{t('network.person.postCount', { count: person.posts })}</Text>
      </View>
      <Card>
        <NeedChips label='offers' needs={person.offers} />
        <NeedChips label='seeks' needs={person.seeks} />
        {person.intro && <Text className='people-text person__intro'>{person.intro}</Text>}
        {person.contacts ? (
          <ContactsView contacts={person.contacts} />
        ) : (
          <Text className='person__hidden' data-testid='contacts-hidden'>
            {t('network.person.contactsHidden')}
          </Text>
        )}
        <View className='people-actions'>
          <ExchangeActions userId={person.userId} exchange={person.exchange} onChange={reload} />
          {!self && (
            <Button
              fill='outline'
              aria-pressed={follow.following}
              {...press(
                'follow',
                () => api.network.followPerson(person.userId),
                undefined,
                (next) => setFollow(next),
              )}
              data-testid='person-follow'
            >
              {t(follow.following ? 'network.person.following' : 'network.person.follow')}
            </Button>
          )}
        </View>
      </Card>
      <Posts userId={person.userId} />
    </>
  )
})

/** /homepage?id=: a person's public page: their card, exchanging cards, following, contacts once exchanged, posts. */
export default sectionsPage({
  route: 'homepage',
  testId: 'person-page',
  useRead: () => {
    const { params } = useRouter()
    // A page's route gives the id as text; the query carries it the same either way.
    return useEndpoint(people.page, { id: Number(params.id ?? '') }, { loading: true })
  },
  Sections: ({ data: person, reload }) => <Person key={person.userId} person={person} reload={reload} />,
})
