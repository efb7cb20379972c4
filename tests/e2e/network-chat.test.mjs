import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASE_URL, freshAccount, keepScreenshot, launchBrowser, newPhonePage } from './browser.mjs'

/**
 * A phone page signed in with a token, whose WebSockets the test can see and refuse: `__sockets` holds every one the
 * app opened, and while `__refuseSockets` is set a new one cannot be made (the network is down for it).
 */
async function signedInPage(t, token, path) {
  const page = await newPhonePage(browser, t)
  await page.addInitScript(() => {
    const Native = window.WebSocket
    window.__sockets = []
    window.WebSocket = class extends Native {
      constructor(...args) {
        if (window.__refuseSockets) throw new Error('network down')
        super(...args)
        window.__sockets.push(this)
      }
    }
  })
  await page.goto(`${BASE_URL}${path}${path.includes('?') ? '&' : '?'}token=${token}`)
  await page.waitForURL((url) => !url.searchParams.has('token'))
  return page
}

/** Types a message in the chat room's bar and sends it. */
async function say(page, text) {
  await page.locator('.chat__input input').fill(text)
  await page.getByTestId('chat-send').click()
}

/** The texts of the chat room's stored messages, in order. */
const shown = (page) => page.getByTestId('chat-text').allInnerTexts()

async function waitForText(page, text) {
  await page.getByTestId('chat-text').filter({ hasText: text }).first().waitFor({ timeout: 15000 })
}

let browser
before(async () => (browser = await launchBrowser()))
after(async () => browser?.close())

describe('a group chat in real time', () => {
  it('is created, joined on application and approval, and carries messages live both ways, missing none over a reconnect', async (t) => {
    const ownerToken = await freshAccount('13966660001')
    const memberToken = await freshAccount('13966660002')
    const name = `绿色能源交流群${Date.now() % 10000}`

    // The owner creates an open group.
    const owner = await signedInPage(t, ownerToken, '/create-group-chat')
    await owner.locator('[data-testid="create-group-name"] input').fill(name)
    await owner.getByTestId('create-group-submit').click()
    await owner.waitForURL(/\/group-detail\?id=\d+/)
    const groupId = new URL(owner.url()).searchParams.get('id')
    await owner.getByTestId('group-name').filter({ hasText: name }).waitFor()
    await keepScreenshot(owner, { path: 'test-results/network-group-owner.png' })

    // A second user finds it in the list of groups and applies.
    const member = await signedInPage(t, memberToken, '/project-group-list')
    await member.getByTestId('group-card').filter({ hasText: name }).first().click()
    await member.waitForURL(new RegExp(`/group-detail\\?id=${groupId}`))
    await member.getByTestId('group-apply').click()
    await member.getByTestId('group-waiting').waitFor()

    // The owner approves the application.
    await owner.reload()
    await owner.getByTestId('group-request').waitFor()
    await owner.getByTestId('group-approve').click()
    await owner.getByTestId('group-request').waitFor({ state: 'detached' })
    await owner
      .getByTestId('group-members')
      .filter({ hasText: /\(2\)|（2）/ })
      .waitFor()
    await owner.getByTestId('group-member').nth(1).waitFor()
    assert.equal(await owner.getByTestId('group-member').count(), 2)

    // Both open the chat; each sees the other's message arrive without reloading.
    await member.reload()
    await member.getByTestId('group-open-chat').click()
    await member.waitForURL(/\/chat-room\?groupId=/)
    await owner.goto(`${BASE_URL}/chat-room?groupId=${groupId}`)
    await owner.locator('.chat__input input').waitFor()
    await member.locator('.chat__input input').waitFor()
    // Both sockets are up before anyone speaks.
    await owner.waitForFunction(() => window.__sockets.some((s) => s.readyState === 1))
    await member.waitForFunction(() => window.__sockets.some((s) => s.readyState === 1))

    await say(owner, '欢迎加入，路演下午三点开始')
    await waitForText(member, '欢迎加入，路演下午三点开始')
    await say(member, '谢谢，我会准时到')
    await waitForText(owner, '谢谢，我会准时到')
    await keepScreenshot(member, { path: 'test-results/network-chat-member.png' })

    // The member's connection drops and cannot come back for a while; the owner goes on talking.
    await member.evaluate(() => {
      window.__refuseSockets = true
      for (const socket of window.__sockets) socket.close()
    })
    await say(owner, '会场在 A3 馆')
    await say(owner, '请带好证件')
    await waitForText(owner, '请带好证件')
    await member.waitForTimeout(1500)
    assert.ok(!(await shown(member)).includes('会场在 A3 馆'), 'the dropped page got a message without a socket')

    // The connection comes back and resumes after the last message it had: nothing missed, nothing twice.
    await member.evaluate(() => (window.__refuseSockets = false))
    await waitForText(member, '请带好证件')
    const texts = await shown(member)
    assert.deepEqual(
      texts.filter((text) => text !== ''),
      ['欢迎加入，路演下午三点开始', '谢谢，我会准时到', '会场在 A3 馆', '请带好证件'],
    )
    // And it is live again.
    await say(owner, '不见不散')
    await waitForText(member, '不见不散')
    assert.equal((await shown(member)).filter((text) => text === '不见不散').length, 1)
  })
})
