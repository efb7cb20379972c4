import type { MessageKey } from '@/i18n'
import type { RouteTarget } from '@/routes/navigate'

/** One tile: the route it opens, labelled with the route's title unless it says otherwise. */
export type ServiceTile = RouteTarget & { label?: MessageKey }

export interface ServiceGroup {
  title: MessageKey
  tiles: ServiceTile[]
}

/** Every screen a visitor starts from, by domain; support staff's pages (testPage, testOpenWxmini) open by address. */
export const SERVICE_GROUPS: ServiceGroup[] = [
  {
    title: 'fair.services.group.fair',
    tiles: [
      { route: 'cifitRichDetail' },
      { route: 'aboutCifit' },
      { route: 'zjdt' },
      { route: 'noticeNews' },
      { route: 'exhibitionAreaNav' },
      { route: 'exhibitionLive' },
      { route: 'yunMeeting' },
      { route: 'meetingList' },
      { route: 'meetingSearch' },
      { route: 'miniSearch', label: 'fair.services.searchAll' },
      { route: 'introduce' },
      { route: 'middlePage' },
      { route: 'middlePage', query: { edition: 23 }, label: 'fair.landing.title23' },
      { route: 'middlePage', query: { wide: 1 }, label: 'fair.services.pcLanding' },
      { route: 'middlePage', query: { edition: 23, wide: 1 }, label: 'fair.services.pcLanding23' },
      { route: 'about' },
      { route: 'honorList' },
      { route: 'gansu' },
    ],
  },
  {
    title: 'fair.services.group.guide',
    tiles: [
      { route: 'handbook' },
      { route: 'participationGuide' },
      { route: 'exhibitionGuideList' },
      { route: 'guidelines' },
      { route: 'antiepidemic' },
      { route: 'mypageAntiepidemic' },
      { route: 'hotelOrder' },
      { route: 'contactUs' },
      { route: 'questionnaire' },
    ],
  },
  {
    title: 'fair.services.group.vip',
    tiles: [
      { route: 'vipBecomeVip' },
      { route: 'vipAppointment' },
      { route: 'vipZone', query: { category: 'government' }, label: 'fair.vip.category.government' },
      { route: 'vipZone', query: { category: 'capital' }, label: 'fair.vip.category.capital' },
      { route: 'vipZone', query: { category: 'exhibitor' }, label: 'fair.vip.category.exhibitor' },
      { route: 'vipZone', query: { category: 'merchant' }, label: 'fair.vip.category.merchant' },
    ],
  },
  {
    title: 'fair.services.group.commerce',
    tiles: [
      { route: 'commerceIndex' },
      { route: 'statistics' },
      { route: 'statisticsList' },
      { route: 'commerceChange' },
      { route: 'investmentMap' },
      { route: 'industry' },
      { route: 'apply' },
    ],
  },
  {
    title: 'fair.services.group.online',
    tiles: [
      { route: 'metaverse' },
      { route: 'metaverse', query: { hall: 'pavilion' }, label: 'fair.services.pavilion' },
      { route: 'summary' },
      { route: 'downApp' },
      { route: 'openMini' },
      { route: 'mztCifitEnter' },
    ],
  },
  {
    title: 'meeting.services.venue',
    tiles: [
      { route: 'serviceInformation' },
      { route: 'mapNavigation' },
      { route: 'exhibitionHall' },
      { route: 'exhibitionNotice' },
      { route: 'exhibitionContactUs' },
      { route: 'fusionMedia' },
      { route: 'activityList' },
      { route: 'boothActivityList' },
      { route: 'activityFootprints' },
      { route: 'yaokeyuyue' },
    ],
  },
  {
    title: 'fair.services.group.content',
    tiles: [
      { route: 'projectList' },
      { route: 'hotProjectList' },
      { route: 'roadshow' },
      { route: 'parkList' },
      { route: 'park' },
      { route: 'hotParkList' },
      { route: 'parkRoadshow' },
      { route: 'policy' },
      { route: 'goldkeyPolicy' },
    ],
  },
  {
    title: 'fair.services.group.news',
    tiles: [
      { route: 'industryNews' },
      { route: 'microNews' },
      { route: 'businessNews' },
      { route: 'localCase', query: { type: 'commerce-worktrends' } },
      { route: 'localCase', label: 'content.route.publicNotice' },
    ],
  },
  {
    title: 'fair.services.group.enterprise',
    tiles: [
      { route: 'enterprise' },
      { route: 'businessList' },
      { route: 'exhibitsList' },
      { route: 'productList' },
      { route: 'goldkeyCompany' },
      { route: 'enterpriseAtlas' },
    ],
  },
  {
    title: 'fair.services.group.media',
    tiles: [
      { route: 'videoList' },
      { route: 'longVideoList' },
      { route: 'vipVideoHomepage' },
      { route: 'vipVideoList' },
      { route: 'essenceSpeaker' },
      { route: 'vipSpeakers' },
      { route: 'historyList' },
    ],
  },
  {
    title: 'fair.services.group.city',
    tiles: [
      { route: 'hotCityIndex' },
      { route: 'memberUnit' },
      { route: 'charmCity' },
      { route: 'cluster' },
      { route: 'services' },
      { route: 'contact' },
      { route: 'manual' },
      { route: 'region' },
      { route: 'pchotcity', label: 'fair.services.pcZone' },
    ],
  },
  {
    title: 'registration.services.group',
    tiles: [
      { route: 'documentsApplication' },
      { route: 'registrationList' },
      { route: 'visitorRegistration' },
      { route: 'regInformation' },
      { route: 'interestedExhibitions' },
      { route: 'exhibitionsignup' },
      { route: 'neuemesse' },
      { route: 'wuyiSummit' },
      { route: 'invitationCard' },
      { route: 'invitation24' },
      { route: 'signupView' },
      { route: 'registrationDeadline' },
    ],
  },
  {
    title: 'fair.services.group.network',
    tiles: [
      { route: 'projectGroupList' },
      { route: 'goldkeyCircle' },
      { route: 'goldkeyConvention' },
      { route: 'mypageCreative' },
      { route: 'goldkeyRelease' },
      { route: 'onlineService' },
      { route: 'filesCenter' },
    ],
  },
  {
    title: 'network.services.people',
    tiles: [
      { route: 'mypageCard' },
      { route: 'scanResultFriend' },
      { route: 'mypageExchange' },
      { route: 'mypageEngine' },
      { route: 'mypageNegotiate' },
      { route: 'mypageBusinessman' },
      { route: 'mypageAssistant' },
      { route: 'workBench' },
      { route: 'leadCapture' },
      { route: 'dataBoard' },
      { route: 'spatialData' },
      { route: 'mypageMyvisitor' },
    ],
  },
]
