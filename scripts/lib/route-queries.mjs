// The query each route opens with on the seeded demo content, for the checks that open every page (the H5 route
// sweep, the mini program page check).

/** Queries that open a route on seeded content; routes not listed open with `id=1`. */
const FIXED = {
  login: '',
  notFound: 'from=%2Fmissing',
  my: '',
  meetingDetails: 'meetingId=1',
  // A meeting's sign-up, invitation and their outcomes open on the meeting they are about.
  meetingInvitation: 'meetingId=1',
  meetInvitSuccess: 'meetingId=1',
  meetingRegform: 'meetingId=1',
  meetingResultPage: 'meetingId=1',
  meetingPopup: 'meetingId=1',
  // This edition's replays come once its lives end; the last edition's are there.
  meetingReview: 'edition=2025',
  memberCityDetail: 'areaId=350200',
  memberProjectList: 'areaId=350200',
  filePdf: 'id=1',
  downView: 'url=%2Fstatic%2Ffiles%2Ffair-guide.pdf&name=fair-guide.pdf',
  downloadFile: 'contentId=1&contentType=2',
  protocol: 'type=privacy',
  businessProject: 'id=2',
  submitInquiry: 'productId=1',
  // The fair guide's first service topic and its first article (after the four older fair articles).
  serviceInformationDetail: 'id=5',
  serviceContentDetails: 'id=6',
  exhibitionHallDetail: 'hall=A1',
  mapNavigation: 'hall=B2',
  viewPicture: `urls=${encodeURIComponent(encodeURIComponent('/static/img/hotel-1.svg'))}`,
  openMini: '',
  testOpenWxmini: '',
  statistics: '',
  statisticsList: '',
  localCase: 'type=commerce-worktrends',
  visitSingleReg: 'kind=visitor',
  invitationCard: 'code=CIFIT2026-VIP',
  // Without an id the badge is the signed-in user's own.
  electronicCard: '',
  // A group the demo user is a member of: signed in, the chat itself shows.
  chatRoom: 'groupId=3',
}

/**
 * The routes a reviewer looks at first, on both targets, signed in and in both languages (the mini program page
 * check, npm run screens).
 */
export const KEY_ROUTES = [
  'home',
  'projectList',
  'projectDetail',
  'my',
  'meetingList',
  'meetingDetails',
  'indexSearch',
  'login',
  'groupRegFrom',
  'electronicCard',
  'chatRoom',
]

/**
 * What is tapped on a key page before it is looked at, on both targets: the first element of a class after a text
 * (the group registration form with its date picker open).
 */
export const KEY_TAPS = {
  groupRegFrom: { 'zh-cn': '抵达时间 >> .form-template__choose', 'en-us': 'Arrival >> .form-template__choose' },
}

/** The ids the seed numbers at start-up, asked of the server at `base`. */
async function seededIds(base) {
  const get = async (path) => (await fetch(`${base}${path}`)).json()
  // The guide shelves' articles are numbered after the rest of the guide.
  const guide = async (prefix) => `id=${(await get(`/common-client/cifit/guideList?prefix=${prefix}`)).data[0].id}`
  // A person's page opens by user id: the demo user's public card, as people search finds it.
  const people = await get(
    `/common-client/home/userInfoSearch?keyword=${encodeURIComponent('林思远')}&pageNum=1&pageSize=1`,
  )
  return {
    exhibitionGuideDetail: await guide('exhibitor'),
    participationGuideDetail: await guide('participant'),
    homepage: `id=${people.data.list[0].id}`,
  }
}

/** Route key -> query, for the server at `base`; a route not listed opens with `id=1` (`queryOf`). */
export async function routeQueries(base) {
  const queries = { ...FIXED, ...(await seededIds(base)) }
  return { queryOf: (key) => queries[key] ?? 'id=1' }
}
