import assert from 'node:assert/strict'
import { it } from 'node:test'
import { stripTokenQuery } from './redact'

it('stripTokenQuery removes only the token parameter', () => {
  assert.equal(stripTokenQuery('/home?token=abc'), '/home')
  assert.equal(stripTokenQuery('/home?a=1&token=abc&b=2'), '/home?a=1&b=2')
  assert.equal(stripTokenQuery('/home?tokens=1'), '/home?tokens=1')
  assert.equal(stripTokenQuery('/health'), '/health')
})
