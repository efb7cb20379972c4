import { ContentType } from '@/contract/common.codes'
import { routeKeyOf } from '@/routes/derive'
import { h5Url } from '@/routes/navigate'
import { hitTarget, isShown } from './hit-links'

describe('hitTarget (seed 000 section 2)', () => {
  it.each([
    [2, '/projectDetail?id=7'],
    [3, '/richDetail?id=7'],
    [5, '/exhibitionBooth?id=7'],
    [6, '/parkDetail?id=7'],
    [7, '/newsDetails?id=7'],
    [8, '/clusterDetail?id=7'],
    [9, '/businessProductDetail?id=7'],
    [10, '/vip-video-detail?id=7'],
    [13, '/meeting-details?meetingId=7'],
    [15, '/meetingForumVideo?id=7'],
    [0, '/homepage?id=7'],
    [ContentType.dynamic, '/goldkey-socialDetail?id=7'],
  ])('opens code %i at %s', (type, path) => {
    expect(h5Url(hitTarget({ id: 7, type })!)).toBe(path)
    expect(isShown({ id: 7, type })).toBe(true)
  })

  it.each([1, 4, 11, 12, 14, 16, ContentType.policy, -1])('does not show code %i', (type) => {
    expect(hitTarget({ id: 7, type })).toBeUndefined()
    expect(isShown({ id: 7, type })).toBe(false)
  })

  it('opens paths the route table serves', () => {
    expect(routeKeyOf('/projectDetail')).toBe('projectDetail')
    expect(routeKeyOf('/meeting-details')).toBe('meetingDetails')
  })
})
