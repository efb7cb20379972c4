import type { zh } from './points.pages'

/** English strings of the points subpackage's pages; every key of `zh` is required. */
export const en: Record<keyof typeof zh, string> = {
  'points.loginHint': 'Log in to see your points, level and tasks',
  'points.detailsLoginHint': 'Log in to see your points history',
  'points.balance': 'Points balance',
  'points.level': 'Level: {name}',
  'points.noLevel': 'No level yet',
  'points.toNextLevel': '{count} more {count|point|points} to reach {name}',
  'points.topLevel': 'Highest level reached',
  'points.benefits': 'Member benefits',
  'points.tasks': 'Points tasks',
  'points.tasksEmpty': 'No points tasks available',
  'points.taskPoints': '+{point} {point|point|points}',
  'points.period.daily': 'Daily',
  'points.period.once': 'Once',
  'points.progress': '{finished}/{frequency}',
  'points.go': 'Go',
  'points.done': 'Done',
  'points.shareHint': 'Share any news, project or meeting page with a friend to earn points',
  'points.rulesLink': 'Points rules',
  'points.detailsLink': 'Points history',
  'points.rulesIntro':
    "Complete the tasks below to earn points. Daily tasks start again at midnight on the fair's clock (Beijing time); one-time tasks count only once.",
  'points.rulesLanguage':
    'Points are awarded only while the app is used in Chinese; browsing in English earns no points.',
  'points.rulesBalance': 'Your balance is the sum of all entries in your points history, which lists each one.',
  'points.ruleFrequency.daily': 'Up to {frequency} {frequency|time|times} a day',
  'points.ruleFrequency.once': 'Once only',
  'points.detailsCount': '{count} {count|entry|entries}',
  'points.detailsEmpty': 'No points entries yet',
}
