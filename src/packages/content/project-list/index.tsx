import { Menu, MenuItem, SearchBar } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PageShell } from '../../../components/page-shell'
import { ProjectCard } from '../../../components/project-card'
import { StatusView } from '../../../components/status-view'
import type { MessageKey } from '../../../i18n'
import { navigate } from '../../../routes/navigate'
import { useStores, useT } from '../../../stores/context'
import { ListFooter } from '../../../templates/content-list/list-footer'
import { usePagedList } from '../../../templates/content-list/use-paged-list'
import { FILTER_KEYS, useProjectFilterOptions, type FilterKey } from './use-project-filters'
import './index.scss'

const FILTER_LABELS: Record<FilterKey, MessageKey> = {
  industryId: 'project.industry',
  carrierId: 'project.carrier',
  investModeId: 'project.investMode',
  pushTimeId: 'project.pushTime',
}

type Filters = Record<FilterKey, string>

const ProjectList = observer(() => {
  const t = useT()
  const { api, app } = useStores()
  const { params } = useRouter()
  const [filters, setFilters] = useState<Filters>(() => ({
    industryId: params.industryId ?? '',
    carrierId: params.carrierId ?? '',
    investModeId: params.investModeId ?? '',
    pushTimeId: params.pushTimeId ?? '',
  }))
  const [draft, setDraft] = useState(params.keyword ? decodeURIComponent(params.keyword) : '')
  const [keyword, setKeyword] = useState(draft)
  const options = useProjectFilterOptions()

  const list = usePagedList(
    (page) => api.merchants.projectList({ ...page, ...filters, keyword: keyword || undefined }),
    [filters, keyword, app.language],
  )

  return (
    <PageShell route='projectList'>
      <View className='project-list__bar'>
        <SearchBar
          shape='round'
          value={draft}
          placeholder={t('project.searchPlaceholder')}
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

      {list.status === 'ready' && (
        <Text className='project-list__count'>{t('project.count', { count: list.total })}</Text>
      )}
      {list.status === 'ready' ? (
        list.items.map((p) => (
          <ProjectCard key={p.id} project={p} onOpen={() => void navigate('projectDetail', { id: p.id, type: p.type })} />
        ))
      ) : (
        <StatusView status={list.status} onRetry={() => void list.reload()} />
      )}
      <ListFooter list={list} />
    </PageShell>
  )
})

export default ProjectList
