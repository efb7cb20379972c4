import { COLLECTIBLE, transfer } from './endpoint'

/**
 * The digital collectible service's calls (seed 000 sections 4, 7, 8): each a POST with the session token in its body,
 * whose envelope the app reads whatever its code.
 */
export const collectibles = {
  taskInfo: transfer('POST', COLLECTIBLE, 'getUserTaskInfo', 'envelope'),
  drawActive: transfer('POST', COLLECTIBLE, 'drawInitiativeTaskNft', 'envelope'),
  drawPassive: transfer('POST', COLLECTIBLE, 'drawPassiveTaskNft', 'envelope'),
  /** 403 with the seed's message unless the user is a real-name verified adult. */
  owned: transfer('POST', COLLECTIBLE, 'myCollectibles', 'envelope'),
  /** 409 when the collectible was itself received as a gift or is not the caller's. */
  gift: transfer('POST', COLLECTIBLE, 'giftCollectible', 'envelope'),
}
