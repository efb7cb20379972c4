import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ContentCard } from '@/components/content-card'
import type { InquiryBox, InquiryItem, InquiryListQuery, MineItem, MineList, MineListQuery } from '@/contract/account'
import { mine, mineLists } from '@/contract/account.endpoints'
import { contentTarget } from '@/features/content/content-target'
import type { MessageKey, Translate } from '@/i18n'
import { navigate, open } from '@/routes/navigate'
import type { RouteKey } from '@/routes/table'
import { useT } from '@/stores/context'
import { filterBy, type ContentListDescriptor } from '@/templates/content-list/content-list-page'
import { formatDate } from '@/utils/date'

/** The name of a content type code, as the list's filter shows it. */
const kindName = (t: Translate, contentType: number) => t(`content.kind.${contentType}` as MessageKey)

const KEPT_AT: Record<MineList, MessageKey & `account.mine.${string}At`> = {
  collections: 'account.mine.addedAt',
  likes: 'account.mine.likedAt',
  follows: 'account.mine.followedAt',
}

const MineRow = observer(({ item, list }: { item: MineItem; list: MineList }) => {
  const t = useT()
  const target = contentTarget(item.contentType, item.contentId)
  return (
    <ContentCard
      cover={item.cover}
      title={item.title}
      tags={[kindName(t, item.contentType)]}
      place={t(KEPT_AT[list], { time: formatDate(item.addedAt, 'YYYY-MM-DD') })}
      highlight=''
      testId='mine-item'
      onOpen={() => target && void open(target)}
    />
  )
})

/** A list of what the user kept (collections, likes or follows), filtered by content type from one counts call. */
export function mineListDescriptor(list: MineList, route: RouteKey): ContentListDescriptor<MineItem, MineListQuery> {
  return {
    route,
    countLabel: 'account.mine.count',
    emptyText: `account.mine.${list}.empty`,
    loginHint: `account.mine.${list}.loginHint`,
    ...filterBy('contentType', 'account.mine.kind', async (api, t) =>
      (await api.account.mineKinds(list)).map((kind) => ({
        value: String(kind.contentType),
        label: t('account.mine.kindOption', { kind: kindName(t, kind.contentType), count: kind.count }),
      })),
    ),
    endpoint: mineLists[list],
    request: ({ contentType }) => ({ contentType: contentType ? Number(contentType) : undefined }),
    renderItem: (item) => <MineRow key={`${item.contentType}-${item.contentId}`} item={item} list={list} />,
  }
}

const InquiryRow = observer(({ item, box }: { item: InquiryItem; box: InquiryBox }) => {
  const t = useT()
  return (
    <ContentCard
      cover={item.productCover}
      title={item.productName}
      tags={[
        t('account.mine.inquiry.quantity', {
          quantity: item.quantity,
          unit: t(`enterprise.inquiry.unit.${item.unit}` as MessageKey),
        }),
      ]}
      note={
        box === 'sent' ? (
          t('account.mine.inquiry.to', { name: item.enterpriseName })
        ) : (
          // The sender's name as they wrote it, in any language.
          <>
            {t('account.mine.inquiry.from')}
            <Text data-own-words>{item.sender}</Text>
          </>
        )
      }
      lines={[{ own: item.requirements }, t('account.mine.inquiry.phone', { phone: item.phone })]}
      place={t('account.mine.inquiry.sentAt', { time: formatDate(item.createdAt, 'YYYY-MM-DD HH:mm') })}
      highlight=''
      testId='inquiry-item'
      onOpen={() => void navigate('businessProductDetail', { id: item.productId })}
    />
  )
})

/** Purchase enquiries the user sent, or received for their enterprise's products, newest first. */
export function inquiryListDescriptor(
  box: InquiryBox,
  route: RouteKey,
): ContentListDescriptor<InquiryItem, InquiryListQuery> {
  return {
    route,
    countLabel: 'account.mine.inquiries.count',
    emptyText: box === 'sent' ? 'account.mine.inquiries.sentEmpty' : 'account.mine.inquiries.receivedEmpty',
    loginHint: 'account.mine.inquiries.loginHint',
    endpoint: mine.inquiries,
    request: () => ({ box }),
    renderItem: (item) => <InquiryRow key={item.id} item={item} box={box} />,
  }
}
