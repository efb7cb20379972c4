import { observer } from 'mobx-react-lite'
import { ContentListPage } from '@/templates/content-list/content-list-page'
import { speakerListDescriptor } from '../shared/speaker-list-descriptor'

const descriptor = speakerListDescriptor('vipSpeakers', false)

const VipSpeakers = observer(() => <ContentListPage descriptor={descriptor} />)

export default VipSpeakers
