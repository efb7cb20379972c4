import '@/i18n/media.pages'
import { listPage } from '@/templates/content-list/content-list-page'
import { speakerListDescriptor } from '../shared/speaker-list-descriptor'

const descriptor = speakerListDescriptor('essenceSpeaker', true)

export default listPage(descriptor)
