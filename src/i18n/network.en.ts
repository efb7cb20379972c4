import type { zh } from './network'

/** English strings of the network domain; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'network.route.projectGroupList': 'Project Group Chats',
  'network.route.mypageCard': 'My Business Card',
  'network.route.mypageExchange': 'Card Exchanges',
  'network.route.homepage': 'Profile',
  'network.route.scanResultFriend': 'Scan to Exchange Cards',
  'network.route.mypageVisitor': 'My Visitors',
  'network.route.mypageMyvisitor': 'Booth Visitors',
  'network.route.mypageFans': 'My Fans',
  'network.route.mypageEngine': 'Matchmaking',
  'network.route.mypageNegotiate': 'Meeting Requests',
  'network.route.workBench': 'Exhibitor Desk',
  'network.route.dataBoard': 'Data Board',
  'network.route.spatialData': 'Booth Data',
  'network.route.leadCapture': 'Lead Capture',
  'network.route.mypageBusinessman': 'My Business Contacts',
  'network.route.mypageMerchants': 'My Exhibitors',
  'network.route.mypageAssistant': 'Business Assistant',
  'network.services.people': 'People and opportunities',
}
