import '@/i18n/content.pages'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { useStores } from '@/stores/context'
import { ContentListPage } from '@/templates/content-list/content-list-page'
import { projectDescriptor } from '../project-list/project-descriptor'

/** /member-project-list: the projects of one member city, `?areaId=` or else the chosen default city. */
const MemberProjectList = observer(() => {
  const { params } = useRouter()
  const { area } = useStores()
  const queried = Number(params.areaId)
  const areaId = Number.isInteger(queried) && queried > 0 ? queried : area.city.id
  const descriptor = useMemo(() => projectDescriptor({ route: 'memberProjectList', areaId }), [areaId])
  return <ContentListPage key={areaId} descriptor={descriptor} />
})

export default MemberProjectList
