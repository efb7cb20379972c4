import { observer } from 'mobx-react-lite'
import { ContentListPage } from '@/templates/content-list/content-list-page'
import { speakerListDescriptor } from '../shared/speaker-list-descriptor'

const descriptor = speakerListDescriptor('essenceSpeaker', true)

const EssenceSpeaker = observer(() => <ContentListPage descriptor={descriptor} />)

export default EssenceSpeaker
