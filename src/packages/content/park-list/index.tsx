import { Menu, MenuItem, SearchBar } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { ParkCard } from '../../../components/park-card'
import { StatusView } from '../../../components/status-view'
import type { MessageKey } from '../../../i18n'
import { navigate } from '../../../routes/navigate'
import { useStores, useT } from '../../../stores/context'
import { ListFooter } from '../../../templates/content-list/list-footer'
import { usePagedList } from '../../../templates/content-list/use-paged-list'
import { FILTER_KEYS, useParkFilterOptions, type FilterKey } from './use-park-filters'
import './index.scss'

const FILTER_LABELS: Record<FilterKey, MessageKey> = {
  parkTypeId: 'park.parkType',
  estateTypeId: 'park.estateType',
}

type Filters = Record<FilterKey, string>

const ParkList = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const [filters, setFilters] = useState<Filters>(() => ({
    parkTypeId: params.parkTypeId ?? '',
    estateTypeId: params.estateTypeId ?? '',
  }))
  const [draft, setDraft] = useState(params.keyword ? decodeURIComponent(params.keyword) : '')
  const [keyword, setKeyword] = useState(draft)
  const options = useParkFilterOptions()

  const list = usePagedList(
    (page) => api.merchants.parkList({ ...page, ...filters, keyword: keyword || undefined }),
    [filters, keyword, app.language],
  )

  return (
    <PageShell route='parkList'>
      <View className='park-list__bar'>
        <SearchBar
          shape='round'
          value={draft}
          placeholder={t('park.searchPlaceholder')}
          onChange={setDraft}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
        <Menu>
          {FILTER_KEYS.map((key) => (
            <MenuItem
              key={key}
              value={filters[key]}
              options={[
                { text: t(FILTER_LABELS[key]), value: '' },
                ...(options.data?.[key] ?? []).map((o) => ({ text: o.label, value: o.value })),
              ]}
              onChange={(option: { value: string }) => setFilters((f) => ({ ...f, [key]: option.value }))}
            />
          ))}
        </Menu>
      </View>

      {list.status === 'ready' && <Text className='park-list__count'>{t('park.count', { count: list.total })}</Text>}
      {list.status === 'ready' ? (
        list.items.map((p) => <ParkCard key={p.id} park={p} onOpen={() => void navigate('parkDetail', { id: p.id })} />)
      ) : (
        <StatusView status={list.status} onRetry={() => void list.reload()} />
      )}
      <ListFooter list={list} />
    </PageShell>
  )
})

export default ParkList
